import { Community } from './sections/Community';
import { FromYourCourses } from './sections/FromYourCourses';
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
      <FromYourCourses />
      <HowItWorks />
      <WhyUse />
      <Community />
      <Testimonials />
      <JoinMovement />
      <StayConnected />
    </>
  );
}
