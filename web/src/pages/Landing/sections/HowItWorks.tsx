import { Box, Stack } from '@chakra-ui/react';
import { BookOpenIcon, ShieldCheckIcon, UploadIcon, UsersIcon } from '../../../components/icons';
import { Section } from '../../../components/Section/Section';
import { FeatureGrid, FeatureHeading, FeatureIcon, FeatureText } from '../../../components/Feature/Feature';
import { fileTypesLabel } from '../../../app/site';
import { cardSurface } from '../../../components/card-surface';

const STEPS = [
  {
    title: 'Upload Notes',
    text: `Share your lecture notes as a ${fileTypesLabel('or')} file with the subject, course, semester and college.`,
    icon: UploadIcon,
  },
  {
    title: 'Get Verified',
    text: 'Our admin team reviews every upload for quality and originality before it goes live.',
    icon: ShieldCheckIcon,
  },
  {
    title: 'Reach Students',
    text: 'Approved notes appear in the library, where students find them by subject, course, semester or college.',
    icon: UsersIcon,
  },
  {
    title: 'Download & Learn',
    text: 'Students download, like and comment on your notes, and the best material rises to the top.',
    icon: BookOpenIcon,
  },
] as const;

export function HowItWorks() {
  return (
    <Section eyebrow="Simple by design" title="How It Works" subtitle="From your notebook to a classmate's screen in four steps.">
      <FeatureGrid as="ol" columns={{ base: 1, sm: 2, lg: 4 }} listStyleType="none">
        {STEPS.map((step, index) => (
          <Box
            as="li"
            key={step.title}
            position="relative"
            {...cardSurface}
            rounded="2xl"
            p="7"
            transition="transform 0.2s ease, box-shadow 0.2s ease"
            _hover={{ transform: 'translateY(-4px)', shadow: 'lifted' }}
          >
            {/* A watermark, not content: drawn by CSS so it is neither read out nor held to text contrast. */}
            <Box
              position="absolute"
              top="5"
              right="6"
              fontFamily="heading"
              fontWeight="800"
              fontSize="3xl"
              lineHeight="1"
              color="bg.muted"
              aria-hidden="true"
              _before={{ content: `"${String(index + 1).padStart(2, '0')}"` }}
            />
            <Stack gap="4">
              <FeatureIcon icon={step.icon} palette="gradient" />
              <FeatureHeading>{step.title}</FeatureHeading>
              <FeatureText>{step.text}</FeatureText>
            </Stack>
          </Box>
        ))}
      </FeatureGrid>
    </Section>
  );
}
