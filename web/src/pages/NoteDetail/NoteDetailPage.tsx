import { ComingSoon } from '../../components/ComingSoon/ComingSoon';

export default function NoteDetailPage() {
  return <ComingSoon title="Note Details" />;
}
