/**
 * The shapes of the admin API's answers (`/api/admin/*`): the server's tables and repositories
 * and the admin console read the same types. Types and pure constants only.
 */
import type { ContactSubmission, TicketStatus } from './index.ts';

/** The roles of an account. */
export type Role = 'member' | 'admin';

/** An account as the console lists it (never its password hash). */
export interface Account {
  id: number;
  username: string;
  email: string;
  role: Role;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

/** A contact ticket: what a visitor sent, and the team's answer once there is one. */
export interface AdminTicket extends ContactSubmission {
  /** `MJK-` and 10 random base32 characters: unguessable, shown to the visitor. */
  ticket_no: string;
  status: TicketStatus;
  response: string | null;
  /** ISO 8601 UTC timestamp of the answer. */
  responded_at: string | null;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}

/** The kinds of content a member makes, each removed through its own delete call. */
export const CONTENT_KINDS = ['article', 'reel', 'song', 'youtube', 'product'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One piece of a member's content, as the console lists it. */
export interface ContentItem {
  kind: ContentKind;
  id: number;
  title: string;
  /** The article's status; null for the other kinds. */
  status: string | null;
  created_at: string;
}

/** A marketplace listing as the console lists it. */
export interface AdminListing {
  id: number;
  product_name: string;
  price: number;
  category: string;
  location: string;
  /** 'YYYY-MM-DD'. */
  expiry_date: string;
  image_1: string;
  user_id: number;
  seller_name: string;
  created_at: string;
}

/** One thing an administrator did through the API: who, what, when. */
export interface AdminAction {
  id: number;
  /** Null once the account is gone (the name stays). */
  user_id: number | null;
  username: string;
  /** What the call does, in words. */
  action: string;
  method: string;
  /** The address called, with its parameters. */
  path: string;
  /** The body sent (JSON, cut short), or null. */
  detail: string | null;
  /** ISO 8601 UTC timestamp. */
  created_at: string;
}
