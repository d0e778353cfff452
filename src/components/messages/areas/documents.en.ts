/** English messages of the documents area of the styled components. */
export const documentsEn = {} as const satisfies Record<string, string>;
