export const STORE_PATH = '/app-store';
export const STORE_MORE_PATH = '/app-store/more';
export const STORE_APP_PATH = '/app-store/:id';

export const storeAppPath = (id: number) => `${STORE_PATH}/${id}`;
