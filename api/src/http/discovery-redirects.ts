import { type Request, type Response, Router } from 'express';
import { collegePath, collegeSubjectPath, isSlug, subjectPath } from '../domain/discovery';
import { AppError } from '../errors';
import type { DiscoveryService } from '../services/discovery.service';

/**
 * Slugs that last: a college or subject page asked for by a slug an admin's rename or merge
 * left behind answers 301 to the page's current address (query string kept), before the page
 * is rendered. Unknown and current slugs go on to the renderer (which answers 404 or the page).
 */
export function discoveryRedirects(discovery: Pick<DiscoveryService, 'findSlug'>): Router {
  const router = Router();
  const queryString = (req: Request) => {
    const at = req.originalUrl.indexOf('?');
    return at === -1 ? '' : req.originalUrl.slice(at);
  };
  const current = async (kind: 'college' | 'subject', slug: string) => {
    if (!isSlug(slug)) return undefined;
    try {
      return await discovery.findSlug(kind, slug);
    } catch (err) {
      if (err instanceof AppError && err.code === 'NOT_FOUND') return undefined;
      throw err;
    }
  };
  const moved = (res: Response, req: Request, path: string) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.redirect(301, path + queryString(req));
  };

  router.get('/colleges/:college', async (req, res, next) => {
    const college = await current('college', req.params.college);
    if (college?.moved) return moved(res, req, collegePath(college.slug));
    next();
  });
  router.get('/colleges/:college/:subject', async (req, res, next) => {
    const [college, subject] = await Promise.all([current('college', req.params.college), current('subject', req.params.subject)]);
    if (college && subject && (college.moved || subject.moved)) return moved(res, req, collegeSubjectPath(college.slug, subject.slug));
    next();
  });
  router.get('/subjects/:subject', async (req, res, next) => {
    const subject = await current('subject', req.params.subject);
    if (subject?.moved) return moved(res, req, subjectPath(subject.slug));
    next();
  });
  return router;
}
