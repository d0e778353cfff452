/** English messages of the taskForm area of the styled components. */
export const taskFormEn = {} as const satisfies Record<string, string>;
