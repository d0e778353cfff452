/** English messages of the sessions area of the styled components. */
export const sessionsEn = {} as const satisfies Record<string, string>;
