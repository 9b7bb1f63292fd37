// Duas feed (spec section 2, Duas). The content comes with its own issue;
// this route already has its place, its lazily loaded chunk and its header.
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';

export default function DuasScreen() {
  return <ScreenHeader title="Duas" />;
}
