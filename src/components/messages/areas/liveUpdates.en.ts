/** English messages of the live updates status, shown where a page says it updates by itself. */
export const liveUpdatesEn = {
  'liveUpdates.reconnecting': 'Live updates interrupted — reconnecting…',
  'liveUpdates.paused': 'Live updates are paused in this tab while you use another one. They resume when you come back to it.',
  'liveUpdates.ended': 'Live updates have stopped. Reload the page to see the latest.',
} as const satisfies Record<string, string>;

/** The id of a message of the liveUpdates area, e.g. `liveUpdates.reconnecting`. */
export type LiveUpdatesMessageId = keyof typeof liveUpdatesEn;
