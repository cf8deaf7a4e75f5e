import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type Message = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Statement {
  name: string;
  /** The parameters' type oids, to serialise values as PGlite's own `query` does. */
  paramTypes: number[];
  /** The statement's row description, absent for a statement that returns no rows. */
  rowDescription: Message | undefined;
}

/** Beyond this many distinct statements, further ones run as PGlite's own `query` does. */
const maxStatements = 1000;

/**
 * Named prepared statements on the embedded database, keyed by their text (decision 0044):
 * PGlite's `query` parses, describes and plans every statement on every call, which was about
 * half the cost of a hot read's statement; a statement prepared once is only bound and
 * executed, and PostgreSQL keeps its plan. The answers are PGlite's own (`parseResults` with
 * the client's parsers). Used outside transactions, under PGlite's own locks.
 */
export class PgliteStatements {
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly client: PGlite) {}

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!this.statements.has(text) && this.statements.size >= maxStatements)
      return this.client.query<T>(text, params, options);
    await this.client._checkReady();
    return this.client._runExclusiveTransaction(() =>
      this.client._runExclusiveQuery(async () => {
        const messages: Message[] = [];
        try {
          const statement = this.statements.get(text) ?? (await this.prepare(text));
          if (statement.rowDescription) messages.push(statement.rowDescription);
          const values = params.map((value, index) => this.serialize(value, statement.paramTypes[index]));
          messages.push(
            ...(await this.send(protocol.serialize.bind({ statement: statement.name, values }))),
            ...(await this.send(protocol.serialize.execute({}))),
          );
        } finally {
          messages.push(...(await this.send(protocol.serialize.sync())));
        }
        await this.client.syncToFs();
        return parse.parseResults(messages as never, this.client.parsers, options)[0] as Results<T>;
      }),
    );
  }

  private async prepare(text: string): Promise<Statement> {
    const name = `s${this.statements.size + 1}`;
    await this.send(protocol.serialize.parse({ name, text }));
    const described = await this.send(protocol.serialize.describe({ type: 'S', name }));
    const parameters = described.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    this.statements.set(text, statement);
    return statement;
  }

  private serialize(value: unknown, type: number | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = type === undefined ? undefined : this.client.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  private async send(message: Uint8Array): Promise<Message[]> {
    return (await this.client.execProtocol(message, { syncToFs: false })).messages;
  }
}
