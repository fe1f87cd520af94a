import type { Generated } from 'kysely';
import type { Moderation } from 'shared-ui/contracts/entities';

/**
 * The columns of every table whose rows members report (migration 0010): where the row stands
 * with the moderators. A row with a `moderation` is shown to its owner and administrators alone.
 */
export interface ModeratedColumns {
  /** null: everyone sees it; 'review': hidden by members' reports; 'removed': hidden by a moderator. */
  moderation: Generated<Moderation>;
  /** The moderator's reason for removing it, shown to its owner. */
  moderation_reason: Generated<string | null>;
  /** How often moderators dismissed its reports (migration 0011): each doubles the weight that hides it. */
  dismissals: Generated<number>;
}
