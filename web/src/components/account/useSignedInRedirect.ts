import { useRef } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import type { CurrentUserFragment } from '../../graphql/__generated__/graphql';
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { type FieldMistake, type FormErrors, mistakesFromError, sortMistakes } from './form-errors';
import { useCheckedSubmit } from './useCheckedSubmit';
import { rememberSignedIn } from './session-cache';
import { useReturnPath } from './useReturnPath';

/** What signIn and signUp answer. */
export interface AuthPayload {
  user?: CurrentUserFragment | null;
  redirectTo?: string | null;
  errors: readonly FieldMistake[];
}

export interface SignedInRedirect {
  /** True when a signed-in user opened the page: it should send them to `next`. */
  alreadySignedIn: boolean;
  /** Where a signed-in user goes: the page that asked for an account (`?next=`), or /profile. */
  next: string;
  /** After a successful sign-in or sign-up: `me` in the cache, then the page that asked for it, else the payload's (history replaced). */
  complete: (user: CurrentUserFragment, redirectTo: string | null | undefined) => void;
  /**
   * Sends the form and completes on success. Otherwise resolves to the errors to show: the
   * payload's or the failure's mistakes sorted onto `fields`, or `failed` when none says more.
   */
  submit: <F extends string>(send: () => Promise<AuthPayload | null | undefined>, fields: readonly F[], failed: string) => Promise<FormErrors<F> | null>;
}

/** The sign-in and sign-up pages: where signed-in users go, and what a success does. */
export function useSignedInRedirect(): SignedInRedirect {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { isSignedIn } = useCurrentUser();
  const returnPath = useReturnPath();
  // Set before `me` changes, so the page's own "already signed in" redirect to /profile does
  // not race the payload's redirectTo (admins go to /admin-dashboard).
  const completing = useRef(false);

  const complete = (user: CurrentUserFragment, redirectTo: string | null | undefined) => {
    completing.current = true;
    // `me` first: the next page's guard must already see the account.
    rememberSignedIn(client.cache, user);
    void navigate(returnPath ?? (redirectTo || '/profile'), { replace: true });
  };

  const submit: SignedInRedirect['submit'] = async (send, fields, failed) => {
    try {
      const payload = await send();
      if (payload?.user && !payload.errors.length) {
        complete(payload.user, payload.redirectTo);
        return null;
      }
      const sorted = sortMistakes(payload?.errors ?? [], fields);
      return sorted.form || Object.keys(sorted.fields).length ? sorted : { fields: {}, form: failed };
    } catch (error) {
      return sortMistakes(mistakesFromError(error, failed), fields);
    }
  };

  return { alreadySignedIn: isSignedIn && !completing.current, next: returnPath ?? '/profile', complete, submit };
}

interface AuthFormOptions<F extends string> {
  fields: readonly F[];
  /** The form's message when neither the checks nor the api say more. */
  failed: string;
  /** The page's own checks, one message (or none) per field, before anything is sent. */
  check: () => Record<F, string | undefined>;
  send: () => Promise<AuthPayload | null | undefined>;
}

/** A sign-in or sign-up form: checked here first, then sent; the errors it shows. */
export function useAuthForm<F extends string>({ fields, failed, check, send }: AuthFormOptions<F>) {
  const { alreadySignedIn, next, submit } = useSignedInRedirect();
  const { errors, onSubmit } = useCheckedSubmit(check, () => submit(send, fields, failed));
  return { alreadySignedIn, next, errors, onSubmit };
}
