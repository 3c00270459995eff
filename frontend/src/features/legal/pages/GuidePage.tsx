import { LegalDocument } from '../components/LegalDocument';
import { GUIDE } from '../documents';

/** `/guide`: public, readable on a phone, in both languages. */
export default function GuidePage() {
  return <LegalDocument content={GUIDE} />;
}
