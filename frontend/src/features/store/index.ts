/** What other features may use of the store feature. */
export { AppIcon } from './components/AppIcon';
export { CardSkeletons, GRID } from './components/CardSkeletons';
export {
  DISPLAY_TYPES,
  DisplayTypeTag,
  displayTypeLabel,
  isDisplayType,
} from './components/labels';
export { Requirements } from './components/Requirements';
export { LabelSection } from './components/LabelSection';
export { LabelSelect } from './components/LabelSelect';
export { StoreAppRoute } from './components/StoreAppRoute';
export { useStoreApps } from './hooks';
export { StoreFrame } from './components/StoreFrame';
export { storeMessages } from './messages';
export { STORE_PATH, storeAppPath } from './paths';
