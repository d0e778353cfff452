/**
 * The longest delay a timer waits as asked: 2^31 − 1 ms (about 24.8 days). Browsers and Node store
 * `setTimeout`/`setInterval` delays as signed 32-bit integers and fire a longer one after 1 ms,
 * so an interval past it runs every millisecond. Every timer option of the kit stays within it.
 */
export const MAX_TIMER_MS = 2_147_483_647;
