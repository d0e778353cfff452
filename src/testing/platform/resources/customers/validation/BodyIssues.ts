import { Issues } from '../../../validation/Issues.js';

/**
 * Issues of a customer or related-party body, telling apart the ones that come from the variant:
 * fields of the other variant, or fields the selected type requires that are missing. When every
 * issue is of that kind the answer is 400 `invalid_field_for_type`; otherwise 400
 * `validation_error` naming them all.
 */
export class BodyIssues extends Issues {
  private typeIssueCount = 0;

  /** A field of the other variant, or a field the selected type requires. */
  addTypeIssue(pointer: string, code: 'invalid_field_for_type' | 'required', message: string): void {
    this.typeIssueCount += 1;
    this.add(pointer, code, message);
  }

  /** Throws `invalid_field_for_type` when only variant issues were found, `validation_error` when any other was. */
  throwForBody(): void {
    this.throwIfAny(400, this.typeIssueCount === this.list.length ? 'invalid_field_for_type' : 'validation_error');
  }
}
