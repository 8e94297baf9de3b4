import { AboutHero } from './sections/AboutHero';
import { Contact } from './sections/Contact';
import { Impact } from './sections/Impact';
import { KeyFeatures } from './sections/KeyFeatures';
import { Mission } from './sections/Mission';
import { TargetUsers } from './sections/TargetUsers';
import { Team } from './sections/Team';

export default function AboutPage() {
  return (
    <>
      <title>About · CampusNotes</title>
      <AboutHero />
      <Mission />
      <KeyFeatures />
      <TargetUsers />
      <Impact />
      <Team />
      <Contact />
    </>
  );
}
