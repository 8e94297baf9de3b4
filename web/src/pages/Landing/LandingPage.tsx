import { Community } from './sections/Community';
import { Hero } from './sections/Hero';
import { HowItWorks } from './sections/HowItWorks';
import { JoinMovement } from './sections/JoinMovement';
import { StayConnected } from './sections/StayConnected';
import { Testimonials } from './sections/Testimonials';
import { WhyUse } from './sections/WhyUse';

export default function LandingPage() {
  return (
    <>
      <title>CampusNotes · Share & Discover Academic Notes</title>
      <Hero />
      <HowItWorks />
      <WhyUse />
      <Community />
      <Testimonials />
      <JoinMovement />
      <StayConnected />
    </>
  );
}
