/** English messages of the relatedParties area of the styled components. */
export const relatedPartiesEn = {} as const satisfies Record<string, string>;
