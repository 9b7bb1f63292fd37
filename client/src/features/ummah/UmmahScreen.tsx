// Community prayer requests (spec section 2, Ummah). The content comes with its own issue;
// this route already has its place, its lazily loaded chunk and its header.
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';

export default function UmmahScreen() {
  return <ScreenHeader title="Ummah" />;
}
