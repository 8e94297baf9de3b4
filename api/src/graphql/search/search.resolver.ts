import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { FIELD_SUGGESTION_MAX, SUGGESTION_MAX, SUGGESTION_MIN_CHARS } from '../../domain/constants';
import { badInput } from '../../errors';
import type { GraphQLContext } from '../context';
import { NoteFieldName, SearchSuggestion } from './search.types';

/** The search box's suggestions; searching the notes themselves is `notes(filter: { search })`. */
@Resolver(() => SearchSuggestion)
export class SearchResolver {
  @Query(() => [SearchSuggestion], {
    description: `Up to ${SUGGESTION_MAX} suggestions for a search box, from ${SUGGESTION_MIN_CHARS} characters: titles, subjects, courses and colleges of approved notes.`,
  })
  async searchSuggestions(
    @Arg('query', { description: 'What was typed so far.' }) query: string,
    @Arg('first', () => Int, { defaultValue: SUGGESTION_MAX, description: `How many suggestions at most, 1 to ${SUGGESTION_MAX}.` }) first: number,
    @Ctx() { services }: GraphQLContext,
  ): Promise<SearchSuggestion[]> {
    if (!Number.isInteger(first) || first < 1 || first > SUGGESTION_MAX)
      throw badInput(`first must be between 1 and ${SUGGESTION_MAX}`, [{ field: 'first', message: `first must be between 1 and ${SUGGESTION_MAX}` }]);
    return (await services.search.suggest(query)).slice(0, first);
  }

  @Query(() => [String], {
    description: `Existing values of one field of approved notes that start with what was typed (or have a word that does), most used first: for the upload form's subject, course and college fields, so that the same value is not spelt five ways. From ${SUGGESTION_MIN_CHARS} characters; up to ${FIELD_SUGGESTION_MAX}.`,
  })
  async noteFieldSuggestions(
    @Arg('field', () => NoteFieldName, { description: 'Which field: subject, course or college.' }) field: NoteFieldName,
    @Arg('query', { description: 'What was typed so far.' }) query: string,
    @Arg('first', () => Int, { defaultValue: FIELD_SUGGESTION_MAX, description: `How many values at most, 1 to ${FIELD_SUGGESTION_MAX}.` }) first: number,
    @Ctx() { services }: GraphQLContext,
  ): Promise<string[]> {
    if (!Number.isInteger(first) || first < 1 || first > FIELD_SUGGESTION_MAX)
      throw badInput(`first must be between 1 and ${FIELD_SUGGESTION_MAX}`, [
        { field: 'first', message: `first must be between 1 and ${FIELD_SUGGESTION_MAX}` },
      ]);
    return services.search.suggestValues(field, query, first);
  }
}
