import { MOBILE_HOME_PATH } from '@/config/paths';

export const MOBILE_MARKET_PATH = MOBILE_HOME_PATH;
export const MOBILE_MARKET_MORE_PATH = '/m/market/more';
export const MOBILE_MARKET_DETAILS_PATH = '/m/market/details';
export const MOBILE_NEARBY_PATH = '/m/nearby';
export const MOBILE_NEARBY_DETAILS_PATH = '/m/nearby/details';
export const MOBILE_DOWNLOAD_PATH = '/m/download';
