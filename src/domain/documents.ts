/**
 * The vocabulary a resource definition uses to say how its documents behave: its state machine,
 * its posting rule, what settles it or what it settles, and its own actions. A definition carries
 * these beside its fields (`document` in `defineResource`), and the generic machinery reads them:
 * `lifecycle.ts` (the one guard every state change goes through), `ledger/engine.ts` (postings and
 * applications), `actions.ts` and `http/routes/actions.ts` (the action routes). Nothing here, and
 * nothing that reads it, knows a resource by its name.
 *
 * Functions that take the document's data are declared as methods: TypeScript checks method
 * parameters bivariantly, so a definition typed for its own data (`DataOf<typeof fields>`) is still
 * a `Resource` the generic code can hold.
 */
import {
  defineResource as defineKernelResource,
  type Resource as KernelResource,
  type ResourceSpec,
} from '../kernel/define.ts';
import type { CreateOf, DataOf, FieldRecord } from '../kernel/fields.ts';
import type { JsonSchema } from '../kernel/json-schema.ts';
import type { Repository } from '../storage/repository.ts';
import type { StoredRecord } from '../storage/types.ts';
import type { RuleContext, RuleLine, Slot } from './ledger/posting.ts';
import { type Body, textOf } from './values.ts';

export type StateField = 'approval_status' | 'status';

/** One edge of a state machine, and the action (POST /v1/{resource}/{id}/{action}) that takes it. */
export interface Transition {
  action: string;
  field: StateField;
  /** States the action starts from; `*` = any but the target. */
  from: readonly string[] | '*';
  to: string;
  /** Event verb: `invoice.${verb}`. */
  verb: string;
  /**
   * What `status` does beside an approval edge, where the resource has both values: an approved
   * draft is open (it posted: payments may now apply), a voided document is void.
   */
  status?: { from: readonly string[] | '*'; to: string };
  /** For the action's route: what it does (OpenAPI description). */
  description: string;
  /** The action's optional body (JSON schema of an object); none when absent. */
  body?: JsonSchema;
  /** What the body adds to the action's event beside the record (reject's `reason`). */
  eventExtra?(body: Body): Body | undefined;
  /** Fields of the document the body sets with the action (void's `void_date`, D18). */
  dataFrom?(body: Body): Body | undefined;
}

/**
 * A state change the service makes itself, never a client's route: what follows from payments or
 * applications, a reversal marking what it reverses. The guard refuses any other change of a state
 * the service tries, and the event it writes is the edge's verb.
 */
export interface FollowEdge {
  field: StateField;
  /** States it starts from; `*` = any but the target. */
  from: readonly string[] | '*';
  to: string;
  /** Event verb: `journal_entry.reversed`, `invoice.paid`. */
  verb: string;
}

/** D7: a document's states and how they may change. */
export interface Lifecycle<D> {
  transitions: readonly Transition[];
  /** Changes of state the service makes itself (beside those `settlement` and `applies` imply). */
  follows?: readonly FollowEdge[];
  /** State changes a client may make directly beside the edges (a payment reported failed). */
  direct?: { field: StateField; to: readonly string[] };
  /** A state in which a client may not change the document at all (a posted journal entry). */
  frozen?: { when(data: D): boolean; message: string };
  /** Checks the document must pass before an action takes its edge (journal lines balance). */
  check?(action: string, data: D): void;
}

/** D8: when a document has a ledger effect, and what it is. */
export interface PostingRule<D> {
  posts(data: D): boolean;
  lines(data: D, ctx: RuleContext): RuleLine[];
  /** The date its lines take when it has no effective_date / document_date. */
  dateField?: string;
}

/** A document others are applied to (an invoice by payments, a bill by bill payments). */
export interface Settlement {
  /** The field that takes the date it was paid in full, and whether that is a datetime. */
  paidDate: { field: string; datetime: boolean };
  /**
   * The `status` that follows from what is applied to it (never set by a client): nothing applied
   * (`open` again), part of it, all of it (`paid`, with the paid date and the `paid` event).
   */
  statuses: { none: string; partial: string; full: string };
  /** What settles it, for messages: `payments`. */
  settledBy: string;
  /**
   * The system account its open balance sits in (receivables, payables): what is applied to it
   * clears that account at the document's own base value (D17).
   */
  account: Slot;
}

/**
 * A document applied to others (D16): a payment or a credit memo to invoices, a bill payment or a
 * vendor credit to bills. Its applications lower the targets' open balances and move their
 * statuses; they post nothing of their own (the document's own posting moved receivables or
 * payables already).
 */
export interface Application<D> {
  /** The resource it applies to (a function: definitions may refer to each other). */
  target(): Resource;
  /**
   * The header field naming one target, and the key of the target in `allocations[]` (its
   * `allocations` field: an array of `{ [ref], amount }`, which `defineResource` requires of it).
   */
  ref: string;
  /** Whether its applications are in force in this state (a completed payment, an approved credit). */
  applies(data: D): boolean;
  /** The amount it has to apply. */
  amount(data: D): string;
  /** When it was made: the target's paid date when it settles it in full. */
  madeOn(data: D): string | null;
  /**
   * What the header reference alone (no allocations) applies: the whole amount (a payment: more
   * than the target's open balance is refused), or as much as is open on the target (a credit).
   */
  header: 'whole' | 'up_to_open';
  /** Its amount must be positive (a payment; a credit's may be anything its source system sent). */
  positive?: boolean;
  /** Its own `status` follows its applications (a credit: open, partially_applied, applied). */
  ownStatus?: { none: string; partial: string; full: string };
}

/**
 * A document that takes others out of undeposited funds (D15): a deposit's lines that name a
 * payment or a sales receipt by `source_document_type` and `source_document_id`. While it is in
 * force each such document sits on it and on no other; its line amount is what the document put
 * in undeposited funds.
 */
export interface Clearing<D> {
  /** Whether the document clears what its lines name in this state (a deposited deposit). */
  clears(data: D): boolean;
  /** What a line may deposit, by its `source_document_type`. */
  sources: Readonly<Record<string, () => Resource>>;
  /** The system account it takes them out of, at their own base value (D17). */
  account: Slot;
}

/** What an action of a document's own gets to work with. */
export interface ActionContext<D> {
  tx: Tx;
  /** The document's resource. */
  self: Resource;
  doc: StoredRecord & { data: D };
  body: Body;
  /** The action's name as requested (an alias shares its run). */
  action: string;
}

/** The states a document's own action starts from: each field listed holds one of its values. */
export type StatesFrom = Partial<Readonly<Record<StateField, readonly string[]>>>;

/** An action beyond the state machine's edges: an invoice's mark_paid, a journal entry's memo. */
export interface DocumentAction<D> {
  /**
   * D7: where it may start (an action sent in another state is refused, naming the actions that
   * lead there: `{}` starts anywhere but from void) and the state it leads to, if it moves one.
   */
  from: StatesFrom;
  to?: { field: StateField; state: string };
  /** POST /v1/{resource}/{id}/{name} (default), or PATCH for a partial change. */
  method?: 'POST' | 'PATCH';
  summary: string;
  description: string;
  /** JSON schema of the body (an object). */
  body: JsonSchema;
  /** The body must be sent (a PATCH of a field); otherwise an empty body is `{}`. */
  bodyRequired?: boolean;
  /** Kept for old clients; answered with the deprecation headers (spec §9). */
  deprecated?: boolean;
  /** Runs inside the write's transaction; returns the document as it now is. */
  run(ctx: ActionContext<D>): Promise<StoredRecord>;
}

/**
 * The fields of a document that generic code reads by what they hold rather than by their name,
 * each named by the definition: `defineResource` types them as the definition's own field names
 * (a name its fields lack does not compile). Which roles a part of the behaviour reads is
 * `ROLES_NEEDED`; `defineResource` refuses a definition that lacks one. Read them with `roleOf`.
 *
 * Not roles, because the kernel gives every resource (or every posting document) the same field:
 * `id`, `source_id`, `lines` (the shared line object of kernel/lines.ts), `void_date` and
 * `exchange_rate` (added to every posting document), the state fields `approval_status` and
 * `status` (`StateField`), and the `allocations` of a document that applies to others (each
 * naming its target by `Application.ref`: `defineResource` requires the field of it).
 */
export interface Roles<K extends string = string> {
  /** Its total, what the documents applied to it settle (`total_amount`). */
  readonly total?: K;
  /** The ISO 4217 currency its amounts are in, and that its `exchange_rate` values (`currency`). */
  readonly currency?: K;
  /**
   * Whose it is (`customer_id`, `vendor_id`): a document applies only to one of the same
   * counterparty; the aging reports group by it; when it references the catalog's customers, its
   * receivable lines name that customer (D16).
   */
  readonly counterparty?: K;
  /** The date (or datetime) it falls due: the aging reports' buckets (`due_at`, `due_date`). */
  readonly due?: K;
}

export type Role = keyof Roles;

/** The roles each part of a document's behaviour reads: a definition with that part declares them. */
export const ROLES_NEEDED: Readonly<
  Record<'posting' | 'settlement' | 'applies' | 'clearing', readonly Role[]>
> = {
  // The currency it posts in (the base currency when the document leaves it empty).
  posting: ['currency'],
  // What is applied to it, in its currency, by its counterparty; when it falls due (aging).
  settlement: ['total', 'currency', 'counterparty', 'due'],
  // Applied to a document in its own currency, of its own counterparty.
  applies: ['currency', 'counterparty'],
  // What it deposits is in its currency.
  clearing: ['currency'],
};

/** Everything about a document beyond its fields. Every part is optional. */
export interface DocumentBehaviour<D> {
  /** The fields generic code reads by role (`ROLES_NEEDED` says which each part needs). */
  roles?: Roles;
  lifecycle?: Lifecycle<D>;
  posting?: PostingRule<D>;
  settlement?: Settlement;
  applies?: Application<D>;
  clearing?: Clearing<D>;
  /**
   * D17: currencies its lines are in beside its own `currency` (a transfer's arriving leg), each
   * with the field holding its rate.
   */
  otherCurrencies?: readonly { currency: string; rate: string }[];
  /** Checks of the document's own fields on a client's change (a payment's net amount). */
  check?(data: D): void;
  /**
   * Checks that read other records, on a client's create or change (a bank line's account must be
   * a bank or card account): a 422 naming the field.
   */
  checkRecords?(tx: Tx, data: D): Promise<void>;
  actions?: Readonly<Record<string, DocumentAction<D>>>;
  /** Runs after every change of the document, in its transaction (a reversal marks what it reverses). */
  afterChange?(tx: Tx, self: Resource, before: StoredRecord | null, after: StoredRecord): Promise<void>;
}

/** A write in progress: what effects (the ledger, state machines) may do inside its transaction. */
export interface Tx {
  readonly repo: Repository;
  readonly companyId: string;
  /** The served resources (the domain never imports a definition: it is handed them). */
  readonly catalog: Catalog;
  get(r: Resource, id: string): Promise<StoredRecord | undefined>;
  /**
   * Changes a record for a `cause` (an action, or the service's own change: a payment applied):
   * the guard for that cause, a new version, its event (`${object}.${verb}`, with any extra beside
   * the record) and every after-effect again. The fields it changes pass the validator of a
   * client's update and its input normalisation first.
   */
  change(r: Resource, existing: StoredRecord, data: Body, cause: Cause): Promise<StoredRecord>;
  /**
   * Creates or upserts by source identity, as POST does: `data` passes the same validator and
   * input normalisation as a client's body (a bad value is a 422 naming the field, before anything
   * is stored).
   */
  upsert<F extends FieldRecord>(r: Resource<F>, data: CreateOf<F>): Promise<StoredRecord>;
}

/**
 * The served resources, handed to the domain by the composition root (`resources/index.ts` makes
 * it, `app.ts` and the CLI pass it on): the domain reads definitions, it never imports them. Beside
 * the whole list, the catalog resources the ledger itself reads or writes. The fields it reads or
 * writes on them are part of what each entry is handed for: an account's `name`, `type`, `slot` and
 * `currency`,
 * an item's `revenue_account_id` and `expense_account_id`, an exchange rate's `currency`,
 * `effective_date` and `rate`.
 */
export interface Catalog {
  readonly all: readonly Resource[];
  /** The chart of accounts: system accounts are created in it (D8). */
  readonly accounts: Resource;
  /** Customers: their balances follow their receivables (D16, D17). */
  readonly customers: Resource;
  /** Items: a line naming one posts to its revenue or expense account. */
  readonly items: Resource;
  /** The exchange rates on file (D17). */
  readonly exchangeRates: Resource;
}

/** The document that pays `target` in full when sent alone (a payment of an invoice, D7's mark_paid). */
export function payerOf(catalog: Catalog, target: Resource): Resource | undefined {
  return catalog.all.find((r) => {
    const a = r.document?.applies;
    return a?.header === 'whole' && a.target() === target;
  });
}

/** The field that holds `role` in `r`'s documents (a role its definition does not declare is a bug). */
export function roleField(r: Resource, role: Role): string {
  const field = r.document?.roles?.[role];
  if (field === undefined) throw new Error(`${r.name} declares no ${role} role (document.roles.${role})`);
  return field;
}

/** The value of `role` in a document of `r`: a string, or null when it is empty. */
export function roleOf(r: Resource, data: Body, role: Role): string | null {
  return textOf(data[roleField(r, role)]);
}

/**
 * The customer a document is of (D16: its receivable lines name them): its counterparty, when that
 * field references the catalog's customers (a vendor's document has none).
 */
export function customerOf(catalog: Catalog, r: Resource, data: Body): string | null {
  const field = roleField(r, 'counterparty');
  return r.fields[field]?.ref === catalog.customers.name ? textOf(data[field]) : null;
}

/** Why a record changes: the guard and the event follow from it. */
export type Cause =
  /** A client's create, PUT or upsert: the state machine's edges and rules apply. */
  | { kind: 'client' }
  /** An action along an edge of the state machine. */
  | { kind: 'action'; transition: Transition; extra?: Body | undefined }
  /**
   * The service's own change (a status following payments, a memo patch): a state it moves must be
   * a follow edge of the definition, whose verb the event takes (`updated` when no state moves).
   */
  | { kind: 'system'; extra?: Body | undefined };

export const CLIENT: Cause = { kind: 'client' };
export const system = (extra?: Body): Cause => ({ kind: 'system', extra });

/** A served resource as the domain holds it: the kernel's definition with a document's behaviour. */
export type Resource<F extends FieldRecord = FieldRecord> = KernelResource<F, DocumentBehaviour<DataOf<F>>>;

/**
 * The kernel's `defineResource` with the document vocabulary above, so a definition's `document`
 * part is typed against its own data.
 */
export function defineResource<const F extends FieldRecord>(
  spec: ResourceSpec<F, DocumentBehaviour<DataOf<F>>> & {
    aliases?: Readonly<Record<string, keyof F & string>>;
    document?: { roles?: Roles<keyof F & string> };
  },
): Resource<F> {
  const document = spec.document;
  for (const part of ['posting', 'settlement', 'applies', 'clearing'] as const) {
    if (!document?.[part]) continue;
    for (const role of ROLES_NEEDED[part]) {
      const field = document.roles?.[role];
      if (field === undefined || !(field in spec.fields)) {
        throw new Error(
          `${spec.name}: document.${part} reads the ${role} role: name the field that holds it in document.roles.${role}` +
            (field === undefined ? '' : ` (${field} is not one of its fields)`),
        );
      }
    }
  }
  const ref = document?.applies?.ref;
  const allocations = spec.fields.allocations;
  if (ref !== undefined && (!(ref in spec.fields) || allocations?.items?.fields?.[ref] === undefined))
    throw new Error(
      `${spec.name}: document.applies names its target by ${ref}: in its header and in allocations[]`,
    );
  return defineKernelResource(spec);
}
