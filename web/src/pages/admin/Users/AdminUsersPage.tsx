import { ComingSoon } from '../../../components/ComingSoon/ComingSoon';

export default function AdminUsersPage() {
  return <ComingSoon title="Users" />;
}
