import { DocumentsManager } from 'paykit/components';

/**
 * "Your documents": the files the customer uploaded (for the onboarding tasks or a payment), with
 * Delete where paykit's rule allows it and the reason where it does not.
 */
export function DocumentsSection() {
  return (
    <section aria-labelledby="demo-documents-title">
      <h2 id="demo-documents-title" className="demo-section-title">
        Your documents
      </h2>
      <DocumentsManager headingLevel={3} />
    </section>
  );
}
