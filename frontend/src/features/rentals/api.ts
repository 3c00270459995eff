import { API_PREFIX, api } from '@/api/client';
import type {
  Page,
  Rental,
  RentalAccess,
  RentalCreateRequest,
  RentalDetail,
  RentalEarnings,
  RentalStatus,
} from '@/api/types';

const RENTALS = `${API_PREFIX.rmp}/rentals`;

/** The filters of `GET rentals`. */
export interface RentalQuery {
  role: Rental['role'];
  status?: RentalStatus;
  offset: number;
  limit: number;
}

/** 409 `listing_gone`, `app_busy`, `rental_own_listing`, `rental_insufficient_funds`; 403 for companies. */
export function createRental(body: RentalCreateRequest): Promise<RentalDetail> {
  return api.post<RentalDetail>(RENTALS, body);
}

export function fetchRentals(query: RentalQuery): Promise<Page<Rental>> {
  return api.get<Page<Rental>>(RENTALS, { query: { ...query }, loading: false });
}

export function fetchRental(id: number): Promise<RentalDetail> {
  return api.get<RentalDetail>(`${RENTALS}/${id}`, { loading: false });
}

/** The renter's access while ongoing (409 `rental_not_ongoing` otherwise). */
export function fetchRentalAccess(id: number): Promise<RentalAccess> {
  return api.get<RentalAccess>(`${RENTALS}/${id}/access`, { loading: false });
}

export function endRental(id: number): Promise<RentalDetail> {
  return api.post<RentalDetail>(`${RENTALS}/${id}/end`);
}

/** What one of my installed apps earned from rentals, and who rents it now. */
export function fetchRentalEarnings(installedAppId: number): Promise<RentalEarnings> {
  return api.get<RentalEarnings>(`${RENTALS}/earnings`, {
    query: { installed_app_id: installedAppId },
    loading: false,
  });
}
