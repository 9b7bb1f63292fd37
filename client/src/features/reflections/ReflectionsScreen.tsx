// Daily reflection (spec section 2, Reflections). The content comes with its own issue;
// this route already has its place, its lazily loaded chunk and its header.
import { ScreenHeader } from '../../shared/ui/ScreenHeader.tsx';

export default function ReflectionsScreen() {
  return <ScreenHeader title="Daily Reflection" />;
}
