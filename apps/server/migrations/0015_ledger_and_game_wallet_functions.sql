-- The ledger's one write (wallet domain, wallet/ledger.ts post()) and a seamless-wallet bet or win in one
-- call (game-wallet domain, game-wallet/moves.ts). Decision 0018 says why they live in the database.
CREATE OR REPLACE FUNCTION ledger_post(p_key text, p_kind text, p_entries jsonb, p_metadata jsonb, p_also_lock bigint[])
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  lock_ids bigint[];
  locked_count integer;
  chained jsonb;
  refusal text;
  posted_id bigint;
  posted_at timestamptz;
BEGIN
  SELECT array_agg(DISTINCT id ORDER BY id) INTO lock_ids FROM (
    SELECT (entry->>'account')::bigint AS id FROM jsonb_array_elements(p_entries) AS entry
    UNION ALL SELECT unnest(coalesce(p_also_lock, '{}'::bigint[]))
  ) AS ids;
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (lock_ids) ORDER BY id FOR UPDATE;
  GET DIAGNOSTICS locked_count = ROW_COUNT;
  IF locked_count <> cardinality(lock_ids) THEN
    RETURN jsonb_build_object('refused', 'unknownAccount');
  END IF;

  -- Each entry continues its account's chain: the balance before it and the version after it.
  SELECT jsonb_agg(jsonb_build_object(
      'account', c.account_id, 'currency', c.currency, 'amount', c.amount::text,
      'before', (c.after - c.amount)::text, 'after', c.after::text, 'version', c.version,
      'last', c.last, 'allowNegative', c.allow_negative) ORDER BY c.n)
    INTO chained
  FROM (
    SELECT e.n, e.account_id, a.currency, e.amount, a.allow_negative,
      a.balance + sum(e.amount) OVER w AS after,
      a.version + row_number() OVER w AS version,
      e.n = max(e.n) OVER (PARTITION BY e.account_id) AS last
    FROM (
      SELECT (entry->>'account')::bigint AS account_id, (entry->>'amount')::bigint AS amount, n
      FROM jsonb_array_elements(p_entries) WITH ORDINALITY AS t(entry, n)
    ) AS e
    JOIN ledger_accounts a ON a.id = e.account_id
    WINDOW w AS (PARTITION BY e.account_id ORDER BY e.n)
  ) AS c;

  SELECT CASE
      WHEN EXISTS (
        SELECT 1 FROM jsonb_array_elements(chained) AS c
        GROUP BY c->>'currency' HAVING sum((c->>'amount')::bigint) <> 0) THEN 'unbalanced'
      WHEN EXISTS (
        SELECT 1 FROM jsonb_array_elements(chained) AS c
        WHERE (c->>'last')::boolean AND (c->>'after')::bigint < 0 AND NOT (c->>'allowNegative')::boolean)
        THEN 'insufficientFunds'
    END INTO refusal;
  IF refusal IS NOT NULL THEN
    SELECT id INTO posted_id FROM ledger_transactions WHERE idempotency_key = p_key;
    IF posted_id IS NOT NULL THEN
      RETURN jsonb_build_object('taken', posted_id, 'balances', (SELECT jsonb_object_agg(id, balance::text) FROM ledger_accounts WHERE id = ANY (lock_ids)));
    END IF;
    RETURN jsonb_build_object('refused', refusal);
  END IF;

  INSERT INTO ledger_transactions (kind, idempotency_key, metadata)
  VALUES (p_kind, p_key, coalesce(p_metadata, '{}'::jsonb))
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id, created_at INTO posted_id, posted_at;
  IF posted_id IS NULL THEN
    SELECT id INTO posted_id FROM ledger_transactions WHERE idempotency_key = p_key;
    RETURN jsonb_build_object('taken', posted_id, 'balances', (SELECT jsonb_object_agg(id, balance::text) FROM ledger_accounts WHERE id = ANY (lock_ids)));
  END IF;

  INSERT INTO ledger_entries (transaction_id, account_id, currency, amount, balance_before, balance_after, account_version)
  SELECT posted_id, (c->>'account')::bigint, c->>'currency', (c->>'amount')::bigint,
    (c->>'before')::bigint, (c->>'after')::bigint, (c->>'version')::bigint
  FROM jsonb_array_elements(chained) WITH ORDINALITY AS t(c, n) ORDER BY n;

  UPDATE ledger_accounts a SET balance = (c->>'after')::bigint, version = (c->>'version')::bigint
  FROM jsonb_array_elements(chained) AS c
  WHERE (c->>'last')::boolean AND a.id = (c->>'account')::bigint;

  RETURN jsonb_build_object(
    'id', posted_id,
    'createdAt', posted_at,
    'entries', chained,
    'balances', (SELECT jsonb_object_agg(id, balance::text) FROM ledger_accounts WHERE id = ANY (lock_ids)));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION game_wallet_move(p jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_kind text := p->>'kind';
  v_amount bigint := (p->>'amount')::bigint;
  v_claim bigint;
  v_posting jsonb;
  v_round uuid;
  v_playable bigint;
  v_answer jsonb;
BEGIN
  INSERT INTO game_wallet_transactions
    (provider_id, transaction_id, kind, session_id, player_id, wallet_account_id, round_id, amount, currency)
  VALUES (p->>'providerId', p->>'transactionId', v_kind, (p->>'sessionId')::uuid, (p->>'playerId')::uuid,
    (p->>'walletAccountId')::uuid, p->>'roundId', v_amount, p->>'currency')
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    RETURN jsonb_build_object('taken', true);
  END IF;

  IF v_kind = 'win' AND NOT EXISTS (
    SELECT 1 FROM game_wallet_transactions
    WHERE session_id = (p->>'sessionId')::uuid AND round_id = p->>'roundId' AND kind = 'bet' AND status = 'accepted'
  ) THEN
    DELETE FROM game_wallet_transactions WHERE id = v_claim;
    RETURN jsonb_build_object('refused', 'roundNotFound');
  END IF;

  IF v_amount > 0 THEN
    v_posting := ledger_post(p->>'ledgerKey', v_kind,
      CASE v_kind
        WHEN 'bet' THEN jsonb_build_array(
          jsonb_build_object('account', p->'cash', 'amount', (-v_amount)::text),
          jsonb_build_object('account', p->'house', 'amount', v_amount::text))
        ELSE jsonb_build_array(
          jsonb_build_object('account', p->'house', 'amount', (-v_amount)::text),
          jsonb_build_object('account', p->'cash', 'amount', v_amount::text))
      END,
      p->'metadata', ARRAY[(p->>'cash')::bigint, (p->>'bonus')::bigint]);
    IF v_posting ? 'refused' THEN
      DELETE FROM game_wallet_transactions WHERE id = v_claim;
      RETURN v_posting;
    END IF;
    IF v_posting ? 'taken' THEN
      RAISE EXCEPTION 'Ledger key % was posted without its game transaction', p->>'ledgerKey';
    END IF;
    v_playable := (v_posting->'balances'->>(p->>'cash'))::bigint + (v_posting->'balances'->>(p->>'bonus'))::bigint;
  ELSE
    SELECT sum(balance) INTO v_playable FROM ledger_accounts
    WHERE id IN ((p->>'cash')::bigint, (p->>'bonus')::bigint);
  END IF;

  IF v_kind = 'bet' THEN
    UPDATE risk_turnover_wagers
    SET wagered = LEAST(required, wagered + v_amount), updated_at = now()
    WHERE wallet_account_id = (p->>'walletAccountId')::uuid AND wagered < required;
    INSERT INTO game_rounds
      (provider_id, provider_round_id, session_id, player_id, wallet_account_id, game_slug, currency, bet_minor)
    VALUES (p->>'providerId', p->>'roundId', (p->>'sessionId')::uuid, (p->>'playerId')::uuid,
      (p->>'walletAccountId')::uuid, p->>'gameId', p->>'currency', v_amount)
    ON CONFLICT (session_id, provider_round_id) DO UPDATE SET
      bet_minor = game_rounds.bet_minor + excluded.bet_minor,
      status = CASE WHEN game_rounds.status = 'rolledBack' THEN 'open' ELSE game_rounds.status END,
      settled_at = CASE WHEN game_rounds.status = 'rolledBack' THEN NULL ELSE game_rounds.settled_at END
    RETURNING id INTO v_round;
  ELSE
    UPDATE game_rounds SET
      win_minor = win_minor + v_amount,
      status = CASE WHEN status = 'open' THEN 'settled' ELSE status END,
      settled_at = coalesce(settled_at, now())
    WHERE session_id = (p->>'sessionId')::uuid AND provider_round_id = p->>'roundId'
    RETURNING id INTO v_round;
  END IF;

  INSERT INTO domain_events (type, payload, channel, created_at)
  SELECT e.type, e.payload, e.channel, statement_timestamp() FROM (
    SELECT 1 AS n, p->'roundEvent'->>'type' AS type, jsonb_build_object('roundId', v_round) AS payload,
      p->'roundEvent'->>'channel' AS channel
    WHERE v_round IS NOT NULL
    UNION ALL
    SELECT 2, p->'accountEvent'->>'type',
      jsonb_build_object('playerId', p->>'playerId', 'walletAccountId', p->>'walletAccountId'),
      p->'accountEvent'->>'channel'
    WHERE v_amount > 0
  ) AS e ORDER BY e.n;
  IF FOUND THEN PERFORM pg_notify(p->>'notifyChannel', ''); END IF;

  v_answer := jsonb_build_object(
    'transactionId', p->>'transactionId',
    'walletTransactionId', v_claim::text,
    'balance', trim_scale(round(v_playable::numeric / (p->>'unit')::numeric, (p->>'decimals')::integer))::text,
    'currency', p->>'currency');
  UPDATE game_wallet_transactions SET answer = v_answer, ledger_transaction_id = (v_posting->>'id')::bigint
  WHERE id = v_claim;
  RETURN jsonb_build_object('answer', v_answer);
END $$;
