import { LegalDocument } from '../components/LegalDocument';
import { PRIVACY } from '../documents';

/** `/privacy`: public, readable on a phone, in both languages. */
export default function PrivacyPage() {
  return <LegalDocument content={PRIVACY} />;
}
