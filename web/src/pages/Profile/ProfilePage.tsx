import { ComingSoon } from '../../components/ComingSoon/ComingSoon';

export default function ProfilePage() {
  return <ComingSoon title="My Dashboard" />;
}
