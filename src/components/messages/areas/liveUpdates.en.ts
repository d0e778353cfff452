/** English messages of the live updates status, shown where a page says it updates by itself. */
export const liveUpdatesEn = {
  'liveUpdates.reconnecting': 'Live updates paused — reconnecting…',
  'liveUpdates.elsewhere': 'Live updates are paused in this tab. They resume when you come back to it.',
  'liveUpdates.ended': 'Live updates have stopped. Reload the page to see the latest.',
} as const satisfies Record<string, string>;
