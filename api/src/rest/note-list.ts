import type { Request, Response } from 'express';
import type { Services } from '../services';
import type { NotePage } from '../data/note.data';
import { collectPages, listArgs, sendListHeaders } from './list-paging';
import { noteJson, restLoaders } from './present';

/**
 * A list of notes answered as the original did: the bare array (its clients call `.map` on the
 * body), paging in the headers. `page` reads one keyset page from a service.
 */
export async function sendNoteArray(
  req: Request,
  res: Response,
  services: Services,
  page: (first: number, after: string | null) => Promise<NotePage>,
): Promise<void> {
  const args = listArgs(req);
  const list = await collectPages(page, args);
  const loaders = restLoaders(services, req.viewer?.id);
  const notes = await Promise.all(list.items.map(({ note }) => noteJson(note, loaders, res.locals.linkBase)));
  sendListHeaders(req, res, list, args);
  res.json(notes);
}
