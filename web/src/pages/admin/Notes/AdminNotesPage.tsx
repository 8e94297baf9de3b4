import { ComingSoon } from '../../../components/ComingSoon/ComingSoon';

export default function AdminNotesPage() {
  return <ComingSoon title="Notes" />;
}
