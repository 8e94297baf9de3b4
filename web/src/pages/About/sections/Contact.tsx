import { Heading, Link, Text } from '@chakra-ui/react';
import { MailIcon } from '../../../components/icons';
import { CONTACT_EMAIL } from '../../../app/site';
import { BrandPanel, PageBand } from '../../../components/Section/Section';
import { IconBadge } from '../../../components/IconBadge/IconBadge';

export function Contact() {
  return (
    <PageBand labelledBy="contact-heading" width="3xl" py={{ base: '14', md: '20' }}>
      <BrandPanel align="center" textAlign="center" px={{ base: '6', md: '12' }} py={{ base: '10', md: '12' }}>
        <IconBadge boxSize="12" rounded="full" bg="whiteAlpha.200" color="inherit">
          <MailIcon boxSize="6" />
        </IconBadge>
        <Heading id="contact-heading" as="h2" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="800">
          Get in Touch
        </Heading>
        <Text color="whiteAlpha.900" fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.7">
          Questions, feedback or an idea for CampusNotes? Write to us at{' '}
          <Link href={`mailto:${CONTACT_EMAIL}`} color="white" fontWeight="700" textDecoration="underline" textUnderlineOffset="3px">
            {CONTACT_EMAIL}
          </Link>
          . We read every message.
        </Text>
      </BrandPanel>
    </PageBand>
  );
}
