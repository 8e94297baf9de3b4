import { ComingSoon } from '../../components/ComingSoon/ComingSoon';

export default function SignUpPage() {
  return <ComingSoon title="Sign Up" />;
}
