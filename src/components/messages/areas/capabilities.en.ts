/** English messages of the capabilities area of the styled components. */
export const capabilitiesEn = {} as const satisfies Record<string, string>;
