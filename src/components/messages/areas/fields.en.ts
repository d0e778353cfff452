/** English messages of the fields area of the styled components. */
export const fieldsEn = {} as const satisfies Record<string, string>;
