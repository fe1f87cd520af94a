/** An item the moderators hid (its read answers 410), with the server's words for it (null without). */
export interface Removed {
  removed: true;
  message: string | null;
}

/** Whether a read item is one the moderators hid. */
export const isRemoved = (found: object): found is Removed => 'removed' in found;
