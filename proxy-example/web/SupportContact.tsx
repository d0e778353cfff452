/** The merchant's own support contact, which the kit shows where only support can help. */
export function SupportContact() {
  return (
    <p>
      Write to <a href="mailto:support@acme-pay.example">support@acme-pay.example</a> and quote your customer ID.
    </p>
  );
}
