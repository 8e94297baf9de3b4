import { ComingSoon } from '../../../components/ComingSoon/ComingSoon';

export default function AdminPendingPage() {
  return <ComingSoon title="Pending Approvals" />;
}
