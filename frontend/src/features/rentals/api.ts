import { API_PREFIX, api } from '@/api/client';
import type {
  Dispute,
  DisputeCreateRequest,
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

/** The renter disputes the rental (409 `dispute_window_closed`, `dispute_open_exists`, `dispute_nothing_charged`). */
export function openDispute(rentalId: number, body: DisputeCreateRequest): Promise<Dispute> {
  return api.post<Dispute>(`${RENTALS}/${rentalId}/disputes`, body);
}

/** The demander disputes the rental an order started (the same rules). */
export function openOrderDispute(orderId: number, body: DisputeCreateRequest): Promise<Dispute> {
  return api.post<Dispute>(`${API_PREFIX.rmp}/orders/${orderId}/disputes`, body);
}

export function answerDispute(id: number, text: string): Promise<Dispute> {
  return api.post<Dispute>(`${API_PREFIX.rmp}/disputes/${id}/answer`, { text });
}

export function withdrawDispute(id: number): Promise<Dispute> {
  return api.post<Dispute>(`${API_PREFIX.rmp}/disputes/${id}/withdraw`);
}
