/** One line of the error summary: what is wrong, and the id of the control to focus. */
export interface ErrorSummaryItem {
  key: string;
  /** The id of the control the link moves focus to. */
  targetId: string;
  text: string;
}
