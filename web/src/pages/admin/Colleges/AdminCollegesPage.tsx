import { ComingSoon } from '../../../components/ComingSoon/ComingSoon';

export default function AdminCollegesPage() {
  return <ComingSoon title="Colleges" />;
}
