/**
 * Shapes of the backend API.
 *
 * Entities come from `schema.d.ts`, generated from the server's OpenAPI
 * schema by `npm run gen:api` (`make api-types` at the repository root; CI
 * fails when it is stale). Never edit `schema.d.ts` by hand. Only the generic
 * envelope shapes, which OpenAPI cannot express as generics, are written here.
 */
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type Session = Schemas['Session'];
export type UserType = Session['userType'];
export type Profile = Schemas['Profile'];
export type MenuMeta = Schemas['MenuMeta'];
export type MenuRoute = Schemas['MenuRoute'];
export type RegisterRequest = Schemas['RegisterRequest'];
export type PasswordLoginRequest = Schemas['PasswordLoginRequest'];
export type LogoutRequest = Schemas['LogoutRequest'];
export type AuthOptions = Schemas['AuthOptions'];
/** Where to send the browser (WeChat's authorisation page). */
export type Url = Schemas['Url'];
export type PhoneRequest = Schemas['PhoneRequest'];
export type PhoneCodeRequest = Schemas['PhoneCodeRequest'];
export type EmailRequest = Schemas['EmailRequest'];
export type EmailCodeRequest = Schemas['EmailCodeRequest'];
/** A code or link was sent: `resend_after` s before another, valid `expires_in` s. */
export type CodeSent = Schemas['CodeSent'];
export type WechatCodeRequest = Schemas['WechatCodeRequest'];
/** A link's single-use token (e-mail verification). */
export type TokenRequest = Schemas['TokenRequest'];
export type VerifiedEmail = Schemas['VerifiedEmail'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type SetPasswordRequest = Schemas['SetPasswordRequest'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
/** Re-authentication: the current `password`, or a `code` for a person without one. */
export type ReauthRequest = Schemas['ReauthRequest'];
export type ProfileInfoRequest = Schemas['ProfileInfoRequest'];
export type AccountCheck = Schemas['AccountCheck'];
/** Something that keeps the account from being deleted; `message` is translated. */
export type Blocker = Schemas['Blocker'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];
export type NotificationItem = Schemas['Notification'];
/** Counts, the 3 newest items (`recent`), pending friend requests, unread member records. */
export type NotificationStats = Schemas['NotificationStats'];
export type MarkedRead = Schemas['MarkedRead'];
export type Device = Schemas['Device'];
/** A device with its latest status changes (`history`). */
export type DeviceDetail = Schemas['DeviceDetail'];
/** A one-time re-enrolment code for a bound box, shown once. */
export type ReenrolCode = Schemas['ReenrolCode'];
export type DeviceGpu = Schemas['DeviceGpu'];
/** Percentages (0-100) of the last measurement; `gpu` is absent without a GPU. */
export type DeviceUsage = Schemas['DeviceUsage'];
export type DeviceLocation = Schemas['DeviceLocation'];
export type DeviceServer = Schemas['DeviceServer'];
export type DeviceHistoryItem = Schemas['DeviceHistoryItem'];
export type DeviceBindRequest = Schemas['DeviceBindRequest'];
export type DeviceUpdateRequest = Schemas['DeviceUpdateRequest'];
export type DevicePowerRequest = Schemas['DevicePowerRequest'];
/** A Z-CLOUD plan; `price_per_hour` is coins, a decimal string. */
export type Plan = Schemas['Plan'];
export type ZcloudCreateRequest = Schemas['ZcloudCreateRequest'];
/** A friend as the caller keeps them: `id` is the caller's side of the friendship. */
export type Friend = Schemas['Friend'];
export type FriendPerson = Schemas['FriendPerson'];
export type FriendRequestItem = Schemas['FriendRequestItem'];
export type FriendRequestDirection = FriendRequestItem['direction'];
export type FriendRequestSendRequest = Schemas['FriendRequestSendRequest'];
export type FriendRequestSent = Schemas['FriendRequestSent'];
export type FriendUpdateRequest = Schemas['FriendUpdateRequest'];
export type FriendTag = Schemas['FriendTag'];
export type FriendTagCreateRequest = Schemas['FriendTagCreateRequest'];
export type FriendTagUpdateRequest = Schemas['FriendTagUpdateRequest'];
/** A rentable installed app as the market lists it, in the caller's language. */
export type Listing = Schemas['Listing'];
export type ListingGroup = Schemas['ListingGroup'];
export type ListingReliability = Schemas['ListingReliability'];
/** A place of the offline place table, named in the caller's language. */
export type Place = Schemas['Place'];
/** The region a point lies in, in the caller's language. */
export type Region = Schemas['Region'];
/** The nearby map's style URL and token; an empty style: the offline basemap. */
export type MapSettings = Schemas['MapSettings'];
export type ListingTier = Listing['tier'];
/** A rental as its renter or its provider sees it (`role`); the details add the charges. */
export type Rental = Schemas['Rental'];
export type RentalDetail = Schemas['RentalDetail'];
export type RentalStatus = Rental['status'];
export type RentalReason = Rental['reason'];
/** The renter's own access while ongoing: an AI API or SSH. */
export type RentalAccess = Schemas['RentalAccess'];
export type RentalCreateRequest = Schemas['RentalCreateRequest'];
/** Whether notices that need action about money also go by e-mail or SMS. */
export type DeliveryPreference = Schemas['DeliveryPreference'];
/** A renter's complaint about a rental, with the provider's answer and support's resolution. */
export type Dispute = Schemas['Dispute'];
export type DisputeReason = Dispute['reason'];
export type DisputeStatus = Dispute['status'];
export type DisputeCreateRequest = Schemas['DisputeCreateRequest'];
/** An installed app's rentals for its provider: the income, how many, the one running now. */
export type RentalEarnings = Schemas['RentalEarnings'];
/** A demand on the board (`mine`: the caller's own); the details add the offers and matching listings. */
export type Demand = Schemas['Demand'];
export type DemandDetail = Schemas['DemandDetail'];
export type DemandCreateRequest = Schemas['DemandCreateRequest'];
export type OfferCreateRequest = Schemas['OfferCreateRequest'];
/** One provider's offer for a demand, as its demander or its provider sees it (`role`). */
export type Order = Schemas['Order'];
/** An order with every move (`timeline`). */
export type OrderDetail = Schemas['OrderDetail'];
export type OrderStatus = Order['status'];
export type OrderMove = Schemas['OrderMove'];
export type DownloadLinks = Schemas['DownloadLinks'];
export type DownloadPlatform = keyof Schemas['DownloadQr'];
export type ListingSort = NonNullable<
  NonNullable<operations['market_applications_list']['parameters']['query']>['sort']
>;
/** A published app as the store lists it, in the caller's language; `min_gpu_vram_bytes` 0: no GPU. */
export type StoreApp = Schemas['StoreApp'];
export type StoreDisplayType = StoreApp['display_type'];
/** An app's page: description, screenshots, versions (newest first) and install-form schema. */
export type StoreAppDetail = Schemas['StoreAppDetail'];
/** A front-page section: a label with its newest apps. */
export type StoreGroup = Schemas['StoreGroup'];
export type StoreLabel = Schemas['StoreLabel'];
export type StoreScreenshot = Schemas['StoreScreenshot'];
export type StoreVersion = Schemas['StoreVersion'];
/** An app installed on one of the caller's devices, as lists show it. */
export type InstalledApp = Schemas['InstalledApp'];
/** An installed app's page: its configuration (passwords masked), lite-app space and log. */
export type InstalledAppDetail = Schemas['InstalledAppDetail'];
export type InstalledAppLog = Schemas['InstalledAppLog'];
export type InstalledAppRef = Schemas['AppRef'];
export type DeviceRef = Schemas['DeviceRef'];
/** One of the caller's devices for installing an app: what it lacks, whether it qualifies. */
export type InstallTarget = Schemas['InstallTarget'];
export type Shortfall = Schemas['Shortfall'];
export type AppInstallRequest = Schemas['AppInstallRequest'];
export type AppActionRequest = Schemas['AppActionRequest'];
/** `rentable` left out keeps it (autopilot sets it); `price_per_hour` is coins, a decimal string. */
export type AppSharingRequest = Schemas['AppSharingRequest'];
export type SshInfo = Schemas['SshInfo'];
export type AiApiInfo = Schemas['AiApiInfo'];
export type GatewayInfo = Schemas['GatewayInfo'];
/** A device's lite-app space; `rentable_apps` above 0 keeps it from being resized or powered off. */
export type LiteSpace = Schemas['LiteSpace'];
export type LiteSpaceUpdateRequest = Schemas['LiteSpaceUpdateRequest'];
export type LiteSpacePowerRequest = Schemas['LiteSpacePowerRequest'];

/** A company the caller belongs to: `id` is its public id (as `smeId`), `role` the caller's. */
export type Company = Schemas['Company'];
/** A company as other items name it. */
export type CompanyBrief = Schemas['CompanyBrief'];
export type Person = Schemas['Person'];
/** An invitation, as its link's page and the invited person's list show it. */
export type Invitation = Schemas['Invitation'];
export type InvitationStatus = Invitation['status'];
/** One of the caller's applications to join a company. */
export type MyApplication = Schemas['MyApplication'];
/** A join, leave, removal, allocation or de-allocation in a company. */
export type MemberRecord = Schemas['Record'];
export type RecordsRead = Schemas['RecordsRead'];
/** Leaving a company: new personal tokens when the caller's session was that company's. */
export type CompanyLeft = Schemas['Left'];
/** Coins as the wallet shows them: amounts are strings with exactly two decimals. */
export type Wallet = Schemas['Wallet'];
export type WalletUpdateRequest = Schemas['PatchedWalletUpdateRequest'];
/** A movement of the balance: `amount` signed, `company` the owned company it was for. */
export type Transaction = Schemas['Transaction'];
export type TransactionType = Transaction['type'];
export type TransactionPurpose = Schemas['Purpose'];
/** Days oldest first (balance at each day's end), spending by type largest first. */
export type WalletSummary = Schemas['WalletSummary'];
export type SummaryDay = Schemas['SummaryDay'];
export type DepositOptions = Schemas['DepositOptions'];
export type DepositMethod = Schemas['DepositMethod'];
/** A deposit; `pay_url` is where the browser goes to pay. */
export type Deposit = Schemas['Deposit'];
export type DepositStatus = Deposit['status'];
export type DepositCreateRequest = Schemas['DepositCreateRequest'];
/** Where withdrawals go; `account` is masked. */
export type PayoutAccount = Schemas['PayoutAccount'];
export type PayoutAccountKind = PayoutAccount['kind'];
export type PayoutAccountCreateRequest = Schemas['PayoutAccountCreateRequest'];
/** What may be withdrawn now, the limits and the fee. */
export type PayoutOptions = Schemas['PayoutOptions'];
/** A withdrawal: `amount` reserved, `net` (amount less fee) paid out. */
export type Payout = Schemas['Payout'];
export type PayoutStatus = Payout['status'];
export type PayoutCreateRequest = Schemas['PayoutCreateRequest'];
/** The envelope every JSON answer comes in. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  /** Stable snake_case machine code, present on failures. */
  error?: string;
}

/** `data` of a failed answer with field errors: field name → messages. */
export type FieldErrors = Record<string, string[]>;

/** Offset/limit page, the `data` of every list. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** Which page of a list to ask for (`?offset=&limit=`); a type, not an interface, so a
 * query built from it stays assignable to the client's query record. */
export type PageQuery = { offset: number; limit: number };

/** The order of the person's own lists (installed apps, devices, friends); `newest` unless asked. */
export type ListSort = NonNullable<
  NonNullable<operations['devices_list']['parameters']['query']>['sort']
>;

/** `data` of a 429 `too_many_attempts` answer. */
export interface RetryAfter {
  retry_after: number;
}
