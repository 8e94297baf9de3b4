import { chakra } from '@chakra-ui/react';
import { MAIN_ID, focusQuietly } from '../../app/focus-main';

/** The first Tab stop of every page: jumps past the header and navigation to the content. */
export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        // Focus main directly: a fragment change would go through the router.
        event.preventDefault();
        focusQuietly(main);
        main.scrollIntoView();
      }}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="600"
      textDecoration="underline"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)', outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      Skip to content
    </chakra.a>
  );
}
