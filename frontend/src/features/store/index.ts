/** What other features may use of the store feature. */
export { AppIcon } from './components/AppIcon';
export { CardSkeletons } from './components/CardSkeletons';
export { DisplayTypeTag, displayTypeLabel } from './components/labels';
export { DISPLAY_TYPES, isDisplayType } from './displayTypes';
export { Requirements } from './components/Requirements';
export { LabelSection } from './components/LabelSection';
export { LabelSelect } from './components/LabelSelect';
export { StoreAppRoute } from './components/StoreAppRoute';
export { useStoreApps } from './hooks';
export { StoreFrame } from './components/StoreFrame';
export { storeMessages } from './messages';
export { STORE_PATH, storeAppPath } from './paths';
