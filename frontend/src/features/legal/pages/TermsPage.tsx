import { LegalDocument } from '../components/LegalDocument';
import { TERMS } from '../documents';

/** `/terms`: public, readable on a phone, in both languages. */
export default function TermsPage() {
  return <LegalDocument content={TERMS} />;
}
