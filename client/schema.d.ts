/**
 * The finrec API's types, generated from its OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with `npm run client:generate` (scripts/generate-client.ts); a test fails while
 * this file is not current. Use it through client/index.ts.
 */

export interface paths {
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prometheus metrics (text exposition format)
         * @description Request counts and durations by route, storage and rate-limit counters, for a Prometheus scraper. Served on the API port only while METRICS_PORT is 0.
         */
        get: operations["getMetrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where things are: the API reference, the OpenAPI document, the dashboard
         * @description For a person who opens the address in a browser: links to `/docs`, the OpenAPI document, the dashboard and `/healthz`.
         */
        get: operations["getIndex"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process runs, without touching the database.
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: 200 only when the database answers
         * @description Answers 200 when the database answers a query; a load balancer sends traffic only then.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listCustomers"];
        put?: never;
        /**
         * Create or upsert a customer
         * @description Creates a customer (201), or updates the one with the same source identity (200).
         */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a customer
         * @description The customer with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getCustomer"];
        /**
         * Update a customer
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateCustomer"];
        post?: never;
        /**
         * Delete a customer
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List items
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listItems"];
        put?: never;
        /**
         * Create or upsert a item
         * @description Creates a item (201), or updates the one with the same source identity (200).
         */
        post: operations["createItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a item
         * @description The item with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getItem"];
        /**
         * Update a item
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateItem"];
        post?: never;
        /**
         * Delete a item
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List accounts
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listAccounts"];
        put?: never;
        /**
         * Create or upsert a account
         * @description Creates a account (201), or updates the one with the same source identity (200).
         */
        post: operations["createAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a account
         * @description The account with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getAccount"];
        /**
         * Update a account
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exchange_rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List exchange rates
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listExchangeRates"];
        put?: never;
        /**
         * Create or upsert a exchange rate
         * @description Creates a exchange_rate (201), or updates the one with the same source identity (200).
         */
        post: operations["createExchangeRate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/exchange_rates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a exchange rate
         * @description The exchange rate with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getExchangeRate"];
        /**
         * Update a exchange rate
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateExchangeRate"];
        post?: never;
        /**
         * Delete a exchange rate
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteExchangeRate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quotes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List quotes
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listQuotes"];
        put?: never;
        /**
         * Create or upsert a quote
         * @description Creates a quote (201), or updates the one with the same source identity (200).
         */
        post: operations["createQuote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/quotes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a quote
         * @description The quote with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getQuote"];
        /**
         * Update a quote
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateQuote"];
        post?: never;
        /**
         * Delete a quote
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteQuote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sales_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sales orders
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listSalesOrders"];
        put?: never;
        /**
         * Create or upsert a sales order
         * @description Creates a sales_order (201), or updates the one with the same source identity (200).
         */
        post: operations["createSalesOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sales_orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sales order
         * @description The sales order with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getSalesOrder"];
        /**
         * Update a sales order
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateSalesOrder"];
        post?: never;
        /**
         * Delete a sales order
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteSalesOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listInvoices"];
        put?: never;
        /**
         * Create or upsert a invoice
         * @description Creates a invoice (201), or updates the one with the same source identity (200).
         */
        post: operations["createInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a invoice
         * @description The invoice with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getInvoice"];
        /**
         * Update a invoice
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateInvoice"];
        post?: never;
        /**
         * Delete a invoice
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteInvoice"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sales_receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List sales receipts
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listSalesReceipts"];
        put?: never;
        /**
         * Create or upsert a sales receipt
         * @description Creates a sales_receipt (201), or updates the one with the same source identity (200).
         */
        post: operations["createSalesReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sales_receipts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a sales receipt
         * @description The sales receipt with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getSalesReceipt"];
        /**
         * Update a sales receipt
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateSalesReceipt"];
        post?: never;
        /**
         * Delete a sales receipt
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteSalesReceipt"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit_memos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List credit memos
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listCreditMemos"];
        put?: never;
        /**
         * Create or upsert a credit memo
         * @description Creates a credit_memo (201), or updates the one with the same source identity (200).
         */
        post: operations["createCreditMemo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit_memos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a credit memo
         * @description The credit memo with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getCreditMemo"];
        /**
         * Update a credit memo
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateCreditMemo"];
        post?: never;
        /**
         * Delete a credit memo
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteCreditMemo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refund_receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List refund receipts
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listRefundReceipts"];
        put?: never;
        /**
         * Create or upsert a refund receipt
         * @description Creates a refund_receipt (201), or updates the one with the same source identity (200).
         */
        post: operations["createRefundReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/refund_receipts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a refund receipt
         * @description The refund receipt with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getRefundReceipt"];
        /**
         * Update a refund receipt
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateRefundReceipt"];
        post?: never;
        /**
         * Delete a refund receipt
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteRefundReceipt"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/purchase_orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List purchase orders
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listPurchaseOrders"];
        put?: never;
        /**
         * Create or upsert a purchase order
         * @description Creates a purchase_order (201), or updates the one with the same source identity (200).
         */
        post: operations["createPurchaseOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/purchase_orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a purchase order
         * @description The purchase order with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getPurchaseOrder"];
        /**
         * Update a purchase order
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updatePurchaseOrder"];
        post?: never;
        /**
         * Delete a purchase order
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deletePurchaseOrder"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendor_bills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vendor bills
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listVendorBills"];
        put?: never;
        /**
         * Create or upsert a vendor bill
         * @description Creates a vendor_bill (201), or updates the one with the same source identity (200).
         */
        post: operations["createVendorBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendor_bills/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a vendor bill
         * @description The vendor bill with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getVendorBill"];
        /**
         * Update a vendor bill
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateVendorBill"];
        post?: never;
        /**
         * Delete a vendor bill
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteVendorBill"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendor_credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List vendor credits
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listVendorCredits"];
        put?: never;
        /**
         * Create or upsert a vendor credit
         * @description Creates a vendor_credit (201), or updates the one with the same source identity (200).
         */
        post: operations["createVendorCredit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendor_credits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a vendor credit
         * @description The vendor credit with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getVendorCredit"];
        /**
         * Update a vendor credit
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateVendorCredit"];
        post?: never;
        /**
         * Delete a vendor credit
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteVendorCredit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List expenses
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listExpenses"];
        put?: never;
        /**
         * Create or upsert a expense
         * @description Creates a expense (201), or updates the one with the same source identity (200).
         */
        post: operations["createExpense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a expense
         * @description The expense with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getExpense"];
        /**
         * Update a expense
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateExpense"];
        post?: never;
        /**
         * Delete a expense
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteExpense"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bill payments
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listBillPayments"];
        put?: never;
        /**
         * Create or upsert a bill payment
         * @description Creates a bill_payment (201), or updates the one with the same source identity (200).
         */
        post: operations["createBillPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bill_payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bill payment
         * @description The bill payment with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getBillPayment"];
        /**
         * Update a bill payment
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateBillPayment"];
        post?: never;
        /**
         * Delete a bill payment
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteBillPayment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listPayments"];
        put?: never;
        /**
         * Create or upsert a payment
         * @description Creates a payment (201), or updates the one with the same source identity (200).
         */
        post: operations["createPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payment
         * @description The payment with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getPayment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deposits
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listDeposits"];
        put?: never;
        /**
         * Create or upsert a deposit
         * @description Creates a deposit (201), or updates the one with the same source identity (200).
         */
        post: operations["createDeposit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/deposits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a deposit
         * @description The deposit with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getDeposit"];
        /**
         * Update a deposit
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateDeposit"];
        post?: never;
        /**
         * Delete a deposit
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteDeposit"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank transfers
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listBankTransfers"];
        put?: never;
        /**
         * Create or upsert a bank transfer
         * @description Creates a bank_transfer (201), or updates the one with the same source identity (200).
         */
        post: operations["createBankTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank transfer
         * @description The bank transfer with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getBankTransfer"];
        /**
         * Update a bank transfer
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateBankTransfer"];
        post?: never;
        /**
         * Delete a bank transfer
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteBankTransfer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/journal_entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List journal entries
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listJournalEntries"];
        put?: never;
        /**
         * Create or upsert a journal entry
         * @description Creates a journal_entry (201), or updates the one with the same source identity (200).
         */
        post: operations["createJournalEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/journal_entries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a journal entry
         * @description The journal entry with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getJournalEntry"];
        /**
         * Update a journal entry
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateJournalEntry"];
        post?: never;
        /**
         * Delete a journal entry
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteJournalEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_statements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank statements
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listBankStatements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_statements/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank statement
         * @description The bank statement with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getBankStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_lines": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank lines
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listBankLines"];
        put?: never;
        /**
         * Create or upsert a bank line
         * @description Creates a bank_line (201), or updates the one with the same source identity (200).
         */
        post: operations["createBankLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_lines/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank line
         * @description The bank line with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getBankLine"];
        /**
         * Update a bank line
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateBankLine"];
        post?: never;
        /**
         * Delete a bank line
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteBankLine"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List bank rules
         * @description A page of records, filtered and sorted by the query parameters. Pages by `page`, or in constant time at any depth by `cursor` (`pagination.next_cursor`); an unknown parameter or sort field is a 422 naming it.
         */
        get: operations["listBankRules"];
        put?: never;
        /**
         * Create a bank rule
         * @description Creates a bank_rule (201). It has no source identity: each request makes a new one.
         */
        post: operations["createBankRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_rules/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a bank rule
         * @description The bank rule with this id; the ETag is its version (send it back as If-Match).
         */
        get: operations["getBankRule"];
        /**
         * Update a bank rule
         * @description Changes only the fields sent; arrays are replaced whole; null clears an optional field.
         */
        put: operations["updateBankRule"];
        post?: never;
        /**
         * Delete a bank rule
         * @description Deletes the record: 409 RECORD_IN_USE while another record references it (or once a document has posted); If-Match protects against deleting a changed record.
         */
        delete: operations["deleteBankRule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/accounts/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or upsert up to 1000 accounts at once, all or nothing
         * @description Each item is a create body, upserted by its source identity as POST /v1/accounts does; one invalid item refuses them all (422 naming `accounts.<index>.<field>`).
         */
        post: operations["createAccountsBulk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * submit a invoice
         * @description Submit a draft or rejected document for approval. Starts when `approval_status` is `draft` or `rejected`; leads to `approval_status` `pending_approval`. Its event: `invoice.submitted`.
         */
        post: operations["submitInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * approve a invoice
         * @description Approve a pending document; an approved document posts to the ledger. Starts when `approval_status` is `pending_approval`; leads to `approval_status` `approved`. Its event: `invoice.approved`.
         */
        post: operations["approveInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reject a invoice
         * @description Reject a pending document. Starts when `approval_status` is `pending_approval`; leads to `approval_status` `rejected`. Its event: `invoice.rejected`.
         */
        post: operations["rejectInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * void a invoice
         * @description Void a document; a posted one is reversed on the ledger, on its own date or on the `void_date` given (D18: after the lock date, on or after the document's date). Starts in any state but `void`; leads to `approval_status` `void`. Its event: `invoice.voided`.
         */
        post: operations["voidInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/mark_paid": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * mark_paid an invoice
         * @description Mark an approved invoice paid: records a completed payment for its open balance. Starts when `approval_status` is `approved` and `status` is `draft` or `open` or `partially_paid` or `overdue` or `uncollectible`; leads to `status` `paid`.
         */
        post: operations["markPaidInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/invoices/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an invoice paid (deprecated alias of mark_paid)
         * @deprecated
         * @description Deprecated: use POST /v1/invoices/{id}/mark_paid. Starts when `approval_status` is `approved` and `status` is `draft` or `open` or `partially_paid` or `overdue` or `uncollectible`; leads to `status` `paid`.
         */
        post: operations["confirmInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sales_receipts/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * submit a sales receipt
         * @description Submit a draft or rejected document for approval. Starts when `approval_status` is `draft` or `rejected`; leads to `approval_status` `pending_approval`. Its event: `sales_receipt.submitted`.
         */
        post: operations["submitSalesReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sales_receipts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * approve a sales receipt
         * @description Approve a pending document; an approved document posts to the ledger. Starts when `approval_status` is `pending_approval`; leads to `approval_status` `approved`. Its event: `sales_receipt.approved`.
         */
        post: operations["approveSalesReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sales_receipts/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reject a sales receipt
         * @description Reject a pending document. Starts when `approval_status` is `pending_approval`; leads to `approval_status` `rejected`. Its event: `sales_receipt.rejected`.
         */
        post: operations["rejectSalesReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/sales_receipts/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * void a sales receipt
         * @description Void a document; a posted one is reversed on the ledger, on its own date or on the `void_date` given (D18: after the lock date, on or after the document's date). Starts in any state but `void`; leads to `approval_status` `void`. Its event: `sales_receipt.voided`.
         */
        post: operations["voidSalesReceipt"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit_memos/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * submit a credit memo
         * @description Submit a draft or rejected document for approval. Starts when `approval_status` is `draft` or `rejected`; leads to `approval_status` `pending_approval`. Its event: `credit_memo.submitted`.
         */
        post: operations["submitCreditMemo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit_memos/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * approve a credit memo
         * @description Approve a pending document; an approved document posts to the ledger. Starts when `approval_status` is `pending_approval`; leads to `approval_status` `approved`. Its event: `credit_memo.approved`.
         */
        post: operations["approveCreditMemo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit_memos/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reject a credit memo
         * @description Reject a pending document. Starts when `approval_status` is `pending_approval`; leads to `approval_status` `rejected`. Its event: `credit_memo.rejected`.
         */
        post: operations["rejectCreditMemo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/credit_memos/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * void a credit memo
         * @description Void a document; a posted one is reversed on the ledger, on its own date or on the `void_date` given (D18: after the lock date, on or after the document's date). Starts in any state but `void`; leads to `approval_status` `void`. Its event: `credit_memo.voided`.
         */
        post: operations["voidCreditMemo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendor_bills/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * submit a vendor bill
         * @description Submit a draft or rejected document for approval. Starts when `approval_status` is `draft` or `rejected`; leads to `approval_status` `pending_approval`. Its event: `vendor_bill.submitted`.
         */
        post: operations["submitVendorBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendor_bills/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * approve a vendor bill
         * @description Approve a pending document; an approved document posts to the ledger. Starts when `approval_status` is `pending_approval`; leads to `approval_status` `approved`. Its event: `vendor_bill.approved`.
         */
        post: operations["approveVendorBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendor_bills/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reject a vendor bill
         * @description Reject a pending document. Starts when `approval_status` is `pending_approval`; leads to `approval_status` `rejected`. Its event: `vendor_bill.rejected`.
         */
        post: operations["rejectVendorBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/vendor_bills/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * void a vendor bill
         * @description Void a document; a posted one is reversed on the ledger, on its own date or on the `void_date` given (D18: after the lock date, on or after the document's date). Starts in any state but `void`; leads to `approval_status` `void`. Its event: `vendor_bill.voided`.
         */
        post: operations["voidVendorBill"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses/{id}/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * submit a expense
         * @description Submit a draft or rejected document for approval. Starts when `approval_status` is `draft` or `rejected`; leads to `approval_status` `pending_approval`. Its event: `expense.submitted`.
         */
        post: operations["submitExpense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * approve a expense
         * @description Approve a pending document; an approved document posts to the ledger. Starts when `approval_status` is `pending_approval`; leads to `approval_status` `approved`. Its event: `expense.approved`.
         */
        post: operations["approveExpense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * reject a expense
         * @description Reject a pending document. Starts when `approval_status` is `pending_approval`; leads to `approval_status` `rejected`. Its event: `expense.rejected`.
         */
        post: operations["rejectExpense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/expenses/{id}/void": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * void a expense
         * @description Void a document; a posted one is reversed on the ledger, on its own date or on the `void_date` given (D18: after the lock date, on or after the document's date). Starts in any state but `void`; leads to `approval_status` `void`. Its event: `expense.voided`.
         */
        post: operations["voidExpense"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/payments/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * confirm a payment
         * @description Confirm a pending payment: it completes, posts and applies to its invoices. Starts when `status` is `pending`; leads to `status` `completed`. Its event: `payment.confirmed`.
         */
        post: operations["confirmPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/journal_entries/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * confirm a journal entry
         * @description Confirm a draft journal entry: it posts to the ledger. Starts when `status` is `draft`; leads to `status` `posted`. Its event: `journal_entry.posted`.
         */
        post: operations["confirmJournalEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/journal_entries/{id}/memo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change only the memo of a journal entry, in any status
         * @description D7: the memo is the one thing that changes on a posted entry. Starts when `status` is `draft` or `posted` or `pending_reversal` or `reversed` or `superseded`.
         */
        patch: operations["updateMemoJournalEntry"];
        trace?: never;
    };
    "/v1/bank_lines/{id}/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Match a bank line to ledger entries
         * @description The line stands for these journal lines of its account, which are then cleared: their debit − credit must add up to its amount (422 `amount_mismatch` on `ledger_entry_ids`), each on the line's account (422 `wrong_account`), neither reversed nor reconciled, and none matched to another line (409 `ALREADY_MATCHED` naming it). Of two matches of one entry at once, one wins and the other is a 409. Candidates: `GET /v1/bank_lines/{id}/matches`. Starts when `status` is `unmatched`; leads to `status` `matched`.
         */
        post: operations["matchBankLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_lines/{id}/unmatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unmatch a bank line
         * @description Its ledger entries are no longer matched (nor cleared); `document` is cleared (a document categorizing made stays: void it if it was wrong). Refused while one of the entries is reconciled. Starts when `status` is `matched`; leads to `status` `unmatched`.
         */
        post: operations["unmatchBankLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_lines/{id}/exclude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exclude a bank line
         * @description The line is not a bank movement (a duplicate the bank sent): it is left out of matching and rules. Starts when `status` is `unmatched`; leads to `status` `excluded`.
         */
        post: operations["excludeBankLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_lines/{id}/include": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Include an excluded bank line again
         * @description Undoes `exclude`: the line is unmatched again. Starts when `status` is `excluded`; leads to `status` `unmatched`.
         */
        post: operations["includeBankLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_lines/{id}/categorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Categorize a bank line into a new document
         * @description Makes, posts and matches the document the line stands for, dated `posted_date`, for the line's amount, in the account's currency, through the same validation and ledger as a client's document: money out an approved, paid expense (`account_id` the expense account, `vendor_id`) paid from the line's account; money in an approved, completed sales receipt (`account_id` the income account, `customer_id`) deposited to it; with `transfer_account_id` instead of `account_id` an approved bank transfer between the two accounts. The answer is the bank line, matched, with `document`. Starts when `status` is `unmatched`; leads to `status` `matched`.
         */
        post: operations["categorizeBankLine"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_lines/{id}/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ledger entries a bank line may be matched to
         * @description D20: the journal lines on the line's account that are neither matched nor reconciled, whose debit − credit equals the line's amount, dated within 10 days of it; best first: the same reference or check number, then the nearest date. Send their ids to `POST /v1/bank_lines/{id}/match`.
         */
        get: operations["listBankLineMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/ledger_entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List journal lines (append-only; reversals are lines of their own)
         * @description The journal lines documents posted: each has its account, a debit or a credit amount, its effective date and the document that posted it, and (D20) whether the bank has cleared it and which reconciliation settled it.
         */
        get: operations["listLedgerEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/trial_balance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trial balance as of a day
         * @description Each account's net balance on its debit or credit side at the end of `as_of` (default today), read from the running balances. The totals balance. In the base currency by default (each journal line at its base value, one set of totals); `?currency=XXX` reports the lines posted in XXX only, at their amounts.
         */
        get: operations["getTrialBalance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/balance_sheet": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Balance sheet as of a day
         * @description Asset, liability and equity accounts at the end of `as_of` (default today), with retained and current earnings (D18): assets = liabilities_and_equity. In the base currency by default (each journal line at its base value, one set of totals); `?currency=XXX` reports the lines posted in XXX only, at their amounts.
         */
        get: operations["getBalanceSheet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/profit_and_loss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Profit and loss for a period
         * @description What each revenue and expense account moved from `from` to `to` (both included), and net income. In the base currency by default (each journal line at its base value, one set of totals); `?currency=XXX` reports the lines posted in XXX only, at their amounts.
         */
        get: operations["getProfitAndLoss"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/general_ledger": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * General ledger for a period
         * @description The journal lines from `from` to `to` by account, one page at a time (`limit` lines, default 500, at most 5,000; follow `pagination.next_cursor`): each row an account's lines on the page, between its balance before the first and after the last, each line with the running balance after it. In the base currency the balances are of base amounts (every currency's lines of an account together; each line shows its own amounts and base amounts); `?currency=XXX` lists the lines posted in XXX only, balanced by their amounts.
         */
        get: operations["getGeneralLedger"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/ar_aging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts receivable aging as of a day
         * @description Open approved invoices by customer in buckets of days past due at `as_of` (default today), less what payments and credits made by then applied; their unapplied rest as negative amounts in `current`. The total equals the accounts receivable balance that day. In the base currency an invoice's open amount is the base value it booked less the base value its payments and credits cleared; `?currency=XXX` ages the documents in XXX only, at their amounts.
         */
        get: operations["getArAging"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/ap_aging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Accounts payable aging as of a day
         * @description Open approved vendor bills by vendor in buckets of days past due at `as_of` (default today), less what bill payments and vendor credits made by then applied; their unapplied rest as negative amounts in `current`. The total equals the accounts payable balance that day. In the base currency by default; `?currency=XXX` ages the documents in XXX only.
         */
        get: operations["getApAging"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/fx_revaluation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Unrealized exchange gains and losses as of a day (posts nothing)
         * @description D17: each monetary account (receivables, payables, undeposited funds, Cash at bank, and asset or liability accounts whose `sub_type` names a bank, cash or a credit card, or whose `currency` is foreign) with a balance in a foreign currency at the end of `as_of` (default today): the balance, its booked base value, the rate (`rates[XXX]` parameters, else the latest rate of `/v1/exchange_rates` on or before `as_of`), the revalued base value and the unrealized gain or loss. Nothing is posted. A currency held with no rate is a 422 naming `rates[XXX]` (code `required`).
         */
        get: operations["getFxRevaluation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reconciliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List reconciliations
         * @description Oldest first; filtered by account and status.
         */
        get: operations["listReconciliations"];
        put?: never;
        /**
         * Start reconciling a statement
         * @description Starts a reconciliation of one bank or card account's statement, in progress, with every cleared line of the account dated on or before `statement_date` and not yet reconciled ticked. Its event: `reconciliation.created`.
         */
        post: operations["createReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reconciliations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a reconciliation
         * @description Its balances, its ticked lines and its status; the ETag is its version.
         */
        get: operations["getReconciliation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Tick and untick lines, or correct the statement
         * @description Only while in progress. Ticks (`add_entry_ids`) and unticks (`remove_entry_ids`) journal lines by hand, as a bookkeeper does without a bank line, and may correct `statement_date` and `ending_balance`. Every bad id is a 422 naming it (`add_entry_ids.2`), and nothing changes. Its event: `reconciliation.updated` (none when nothing changed).
         */
        patch: operations["updateReconciliation"];
        trace?: never;
    };
    "/v1/reconciliations/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a reconciliation in balance
         * @description Only in progress and with `difference` 0.00 (else 409 OUT_OF_BALANCE naming the difference): its ticked lines become reconciled (`reconciliation_id` on each), and nothing may reverse them (409 RECONCILED) until it is undone. Its event: `reconciliation.completed`.
         */
        post: operations["completeReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reconciliations/{id}/undo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Undo the latest completed reconciliation
         * @description Only the account's latest completed reconciliation, and not while the account has one in progress: its lines are no longer reconciled, and stay cleared until the account's next reconciliation takes them over. Its event: `reconciliation.undone`.
         */
        post: operations["undoReconciliation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/reports/reconciliation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reconciliation report: statement, outstanding items, book balance
         * @description D20: for a reconciliation (`reconciliation_id`), or an account on a day (`account_id`, `as_of`): the statement's ending balance, the outstanding deposits and payments (the account's lines dated by then and not settled, each with its document and date; a line and its reversal both outstanding cancel and are left out), and `book_balance = ending_balance + outstanding deposits − outstanding payments`, beside the account's balance on the ledger (`ledger_balance`). Balances in the account's normal sign.
         */
        get: operations["getReconciliationReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the company the token belongs to
         * @description Its name, base currency, lock date and fiscal year (D18); the ETag is its version.
         */
        get: operations["getCompany"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the company: lock date, fiscal year start, base currency, name
         * @description Changes only the fields sent and writes a `company.updated` event; a PATCH that changes nothing writes none. If-Match protects against lost updates.
         */
        patch: operations["updateCompany"];
        trace?: never;
    };
    "/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description Every change writes one event in its own transaction. Ordered by `created_at`, then `id`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/events/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an event
         * @description One event of the log, with the record as the change left it.
         */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description The endpoints of this company (oldest first unless `sort` says otherwise); their secrets are not shown.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint
         * @description The answer carries the signing `secret`; it is never shown again.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description One endpoint, without its secret; the ETag is its version.
         */
        get: operations["getWebhookEndpoint"];
        /**
         * Update a webhook endpoint
         * @description Changes only the fields sent. Setting `status` to `enabled` re-enables an endpoint the service disabled.
         */
        put: operations["updateWebhookEndpoint"];
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Its pending deliveries and its delivery history go with it.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/webhook_endpoints/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the delivery attempts made to a webhook endpoint
         * @description One entry per attempt: when, the HTTP status answered, the error, how long it took.
         */
        get: operations["listWebhookDeliveryAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run up to 100 write requests in one
         * @description Each operation is served as if it were sent alone with this request's token (its scope, rate limit, validation, events and webhooks), in order; later operations may use earlier answers through `{"$ref": "<ref>#/<pointer>"}`.
         *
         *     The whole batch is one transaction: it is durable when the answer comes. By default a failed operation changes nothing and the others stand (each result says); with `atomic: true` the first failure stores nothing and the answer is that operation's error, its fields named `operations.N.<field>`, with `failed_operation: N`.
         *
         *     The batch needs `finance:write`; an Idempotency-Key covers the whole batch (operations carry none). See docs/batch.md.
         */
        post: operations["runBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/bank_lines/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a bank statement file
         * @description Stores the lines of a bank's file as bank lines of one asset or liability account, all or nothing (D20, docs/bank.md "Importing statements"). The body is the file: `text/csv` (a header row; columns mapped by the query parameters), `application/x-ofx` (OFX 1.x SGML or 2.x XML) or `application/xml` (ISO 20022 CAMT.053). At most 5 MiB and 10,000 lines. A bad row is a 422 naming `file.row.<n>.<field>` (rows numbered from 1: the first data row after a CSV's header, the n-th OFX or CAMT transaction), a file that is not what its Content-Type says a 422 naming `file`; XML declaring a DOCTYPE or entities is refused unread. Lines the account already has are skipped and counted as `duplicates`. An OFX or CAMT file stating balances also makes a bank statement (`statement_id`). Each line stored writes a `bank_line.created` event. Answers 201, also when every line was a duplicate.
         */
        post: operations["importBankLines"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Customer: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "customer";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string | null;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                name: string;
                email: string | null;
                phone: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string | null;
                company_name: string | null;
                description: string | null;
                /** @example 1250.00 */
                credit_limit: string | null;
                /** @description Opaque reference to a sales rep of the source system. */
                sales_rep_id: string | null;
                /** @description Opaque reference to a price level of the source system. */
                price_level_id: string | null;
                category_ids: string[] | null;
                /** @enum {string|null} */
                entity_type: "individual" | "company" | null;
                /** @description Source-system ID of the customer this one rolls up to. */
                parent_id: string | null;
                /** @description Source-system ID of the parent business entity. */
                subsidiary_of_id: string | null;
                payment_terms: string | null;
                tax_exempt: boolean | null;
                /** @enum {string|null} */
                tax_exempt_status: "none" | "exempt" | "pending" | "reverse_charge" | null;
                tax_exempt_reason: string | null;
                tax_exemption_certificate: {
                    number?: string | null;
                    issuing_authority?: string | null;
                    /**
                     * Format: date
                     * @example 2026-01-31
                     */
                    expires_on?: string | null;
                } | null;
                address: {
                    line1?: string | null;
                    line2?: string | null;
                    city?: string | null;
                    state?: string | null;
                    postal_code?: string | null;
                    country?: string | null;
                    country_code?: string | null;
                    /** @enum {string|null} */
                    address_type?: "billing" | "shipping" | "mailing" | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                billing_address: {
                    line1?: string | null;
                    line2?: string | null;
                    city?: string | null;
                    state?: string | null;
                    postal_code?: string | null;
                    country?: string | null;
                    country_code?: string | null;
                    /** @enum {string|null} */
                    address_type?: "billing" | "shipping" | "mailing" | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                shipping_address: {
                    line1?: string | null;
                    line2?: string | null;
                    city?: string | null;
                    state?: string | null;
                    postal_code?: string | null;
                    country?: string | null;
                    country_code?: string | null;
                    /** @enum {string|null} */
                    address_type?: "billing" | "shipping" | "mailing" | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                contacts: {
                    name?: string | null;
                    email?: string | null;
                    phone?: string | null;
                    title?: string | null;
                    role?: string | null;
                    is_primary?: boolean | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                tax_ids: {
                    /** @description Kind of identifier: ein, ssn, itin, vat, gst, abn, … */
                    type?: string | null;
                    /** @description The identifier as registered. */
                    value?: string | null;
                    /** @description ISO 3166-1 alpha-2 country code. */
                    country?: string | null;
                }[] | null;
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /** @description Alias of `source_id`. */
                customer_id: string;
                /** @description Open receivables less unapplied payments and credits in the company’s base currency (decimal string). Documents in other currencies are in `balances` only, until they have a base-currency value. Read-only. */
                readonly balance: string;
                /** @description Per document currency: open receivables less unapplied payments and credits (decimal strings), e.g. {"USD": "100.00", "EUR": "50.00"}. Read-only. */
                readonly balances: {
                    [key: string]: string;
                };
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        CustomerCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string | null;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            name: string;
            email?: string | null;
            phone?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string | null;
            company_name?: string | null;
            description?: string | null;
            /** @example 1250.00 */
            credit_limit?: string | null;
            /** @description Opaque reference to a sales rep of the source system. */
            sales_rep_id?: string | null;
            /** @description Opaque reference to a price level of the source system. */
            price_level_id?: string | null;
            category_ids?: string[] | null;
            /** @enum {string|null} */
            entity_type?: "individual" | "company" | null;
            /** @description Source-system ID of the customer this one rolls up to. */
            parent_id?: string | null;
            /** @description Source-system ID of the parent business entity. */
            subsidiary_of_id?: string | null;
            payment_terms?: string | null;
            tax_exempt?: boolean | null;
            /** @enum {string|null} */
            tax_exempt_status?: "none" | "exempt" | "pending" | "reverse_charge" | null;
            tax_exempt_reason?: string | null;
            tax_exemption_certificate?: {
                number?: string | null;
                issuing_authority?: string | null;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                expires_on?: string | null;
            } | null;
            address?: {
                line1?: string | null;
                line2?: string | null;
                city?: string | null;
                state?: string | null;
                postal_code?: string | null;
                country?: string | null;
                country_code?: string | null;
                /** @enum {string|null} */
                address_type?: "billing" | "shipping" | "mailing" | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            billing_address?: {
                line1?: string | null;
                line2?: string | null;
                city?: string | null;
                state?: string | null;
                postal_code?: string | null;
                country?: string | null;
                country_code?: string | null;
                /** @enum {string|null} */
                address_type?: "billing" | "shipping" | "mailing" | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            shipping_address?: {
                line1?: string | null;
                line2?: string | null;
                city?: string | null;
                state?: string | null;
                postal_code?: string | null;
                country?: string | null;
                country_code?: string | null;
                /** @enum {string|null} */
                address_type?: "billing" | "shipping" | "mailing" | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            contacts?: {
                name?: string | null;
                email?: string | null;
                phone?: string | null;
                title?: string | null;
                role?: string | null;
                is_primary?: boolean | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            tax_ids?: {
                /** @description Kind of identifier: ein, ssn, itin, vat, gst, abn, … */
                type?: string | null;
                /** @description The identifier as registered. */
                value?: string | null;
                /** @description ISO 3166-1 alpha-2 country code. */
                country?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Alias of `source_id`. */
            customer_id?: string;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "customer";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly balance?: string;
            /** @description Read-only; ignored when sent. */
            readonly balances?: {
                [key: string]: string;
            };
        };
        CustomerUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string | null;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            name?: string;
            email?: string | null;
            phone?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string | null;
            company_name?: string | null;
            description?: string | null;
            /** @example 1250.00 */
            credit_limit?: string | null;
            /** @description Opaque reference to a sales rep of the source system. */
            sales_rep_id?: string | null;
            /** @description Opaque reference to a price level of the source system. */
            price_level_id?: string | null;
            category_ids?: string[] | null;
            /** @enum {string|null} */
            entity_type?: "individual" | "company" | null;
            /** @description Source-system ID of the customer this one rolls up to. */
            parent_id?: string | null;
            /** @description Source-system ID of the parent business entity. */
            subsidiary_of_id?: string | null;
            payment_terms?: string | null;
            tax_exempt?: boolean | null;
            /** @enum {string|null} */
            tax_exempt_status?: "none" | "exempt" | "pending" | "reverse_charge" | null;
            tax_exempt_reason?: string | null;
            tax_exemption_certificate?: {
                number?: string | null;
                issuing_authority?: string | null;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                expires_on?: string | null;
            } | null;
            address?: {
                line1?: string | null;
                line2?: string | null;
                city?: string | null;
                state?: string | null;
                postal_code?: string | null;
                country?: string | null;
                country_code?: string | null;
                /** @enum {string|null} */
                address_type?: "billing" | "shipping" | "mailing" | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            billing_address?: {
                line1?: string | null;
                line2?: string | null;
                city?: string | null;
                state?: string | null;
                postal_code?: string | null;
                country?: string | null;
                country_code?: string | null;
                /** @enum {string|null} */
                address_type?: "billing" | "shipping" | "mailing" | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            shipping_address?: {
                line1?: string | null;
                line2?: string | null;
                city?: string | null;
                state?: string | null;
                postal_code?: string | null;
                country?: string | null;
                country_code?: string | null;
                /** @enum {string|null} */
                address_type?: "billing" | "shipping" | "mailing" | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            contacts?: {
                name?: string | null;
                email?: string | null;
                phone?: string | null;
                title?: string | null;
                role?: string | null;
                is_primary?: boolean | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            tax_ids?: {
                /** @description Kind of identifier: ein, ssn, itin, vat, gst, abn, … */
                type?: string | null;
                /** @description The identifier as registered. */
                value?: string | null;
                /** @description ISO 3166-1 alpha-2 country code. */
                country?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Alias of `source_id`. */
            customer_id?: string;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "customer";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly balance?: string;
            /** @description Read-only; ignored when sent. */
            readonly balances?: {
                [key: string]: string;
            };
        };
        CustomerList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Customer"][];
            pagination: components["schemas"]["Pagination"];
        };
        CustomerDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "customer";
        };
        Item: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "item";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Provider-native product ID, stored as the source identity. */
                product_id: string;
                name: string;
                description: string | null;
                /** @description Stock keeping unit. */
                sku: string | null;
                active: boolean;
                /**
                 * @description Whether the item is a good or a service.
                 * @enum {string|null}
                 */
                type: "good" | "service" | null;
                /** @description Unit the quantities count, for example `hour` or `kg`. */
                unit_label: string | null;
                is_sold: boolean | null;
                is_purchased: boolean | null;
                track_inventory: boolean | null;
                /**
                 * @description Sales price of one unit.
                 * @example 1250.00
                 */
                unit_price: string | null;
                /**
                 * @description Purchase cost of one unit.
                 * @example 1250.00
                 */
                purchase_cost: string | null;
                /** @example 1250.00 */
                quantity_on_hand: string | null;
                /** @example 1250.00 */
                reorder_point: string | null;
                /** @description Income account of sales. */
                revenue_account_id: string | null;
                /** @description Expense account of purchases. */
                expense_account_id: string | null;
                /** @description Inventory asset account. */
                asset_account_id: string | null;
                /** @description Cost of goods sold account. */
                cogs_account_id: string | null;
                /** @description Opaque reference to a vendor of the source system. */
                preferred_vendor_id: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                /** @description Stock per location. */
                locations: {
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    /** @example 1250.00 */
                    quantity_on_hand?: string | null;
                    /** @example 1250.00 */
                    reorder_point?: string | null;
                }[] | null;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string | null;
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /** @description Alias of `product_id`. */
                source_id: string;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        ItemCreate: {
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Provider-native product ID, stored as the source identity. */
            product_id: string;
            name: string;
            description?: string | null;
            /** @description Stock keeping unit. */
            sku?: string | null;
            active?: boolean | null;
            /**
             * @description Whether the item is a good or a service.
             * @enum {string|null}
             */
            type?: "good" | "service" | null;
            /** @description Unit the quantities count, for example `hour` or `kg`. */
            unit_label?: string | null;
            is_sold?: boolean | null;
            is_purchased?: boolean | null;
            track_inventory?: boolean | null;
            /**
             * @description Sales price of one unit.
             * @example 1250.00
             */
            unit_price?: string | null;
            /**
             * @description Purchase cost of one unit.
             * @example 1250.00
             */
            purchase_cost?: string | null;
            /** @example 1250.00 */
            quantity_on_hand?: string | null;
            /** @example 1250.00 */
            reorder_point?: string | null;
            /** @description Income account of sales. */
            revenue_account_id?: string | null;
            /** @description Expense account of purchases. */
            expense_account_id?: string | null;
            /** @description Inventory asset account. */
            asset_account_id?: string | null;
            /** @description Cost of goods sold account. */
            cogs_account_id?: string | null;
            /** @description Opaque reference to a vendor of the source system. */
            preferred_vendor_id?: string | null;
            /** @description Opaque reference to a class of the source system. */
            class_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Stock per location. */
            locations?: {
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                /** @example 1250.00 */
                quantity_on_hand?: string | null;
                /** @example 1250.00 */
                reorder_point?: string | null;
            }[] | null;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Alias of `product_id`. */
            source_id?: string;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "item";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        ItemUpdate: {
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Provider-native product ID, stored as the source identity. */
            product_id?: string;
            name?: string;
            description?: string | null;
            /** @description Stock keeping unit. */
            sku?: string | null;
            active?: boolean | null;
            /**
             * @description Whether the item is a good or a service.
             * @enum {string|null}
             */
            type?: "good" | "service" | null;
            /** @description Unit the quantities count, for example `hour` or `kg`. */
            unit_label?: string | null;
            is_sold?: boolean | null;
            is_purchased?: boolean | null;
            track_inventory?: boolean | null;
            /**
             * @description Sales price of one unit.
             * @example 1250.00
             */
            unit_price?: string | null;
            /**
             * @description Purchase cost of one unit.
             * @example 1250.00
             */
            purchase_cost?: string | null;
            /** @example 1250.00 */
            quantity_on_hand?: string | null;
            /** @example 1250.00 */
            reorder_point?: string | null;
            /** @description Income account of sales. */
            revenue_account_id?: string | null;
            /** @description Expense account of purchases. */
            expense_account_id?: string | null;
            /** @description Inventory asset account. */
            asset_account_id?: string | null;
            /** @description Cost of goods sold account. */
            cogs_account_id?: string | null;
            /** @description Opaque reference to a vendor of the source system. */
            preferred_vendor_id?: string | null;
            /** @description Opaque reference to a class of the source system. */
            class_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Stock per location. */
            locations?: {
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                /** @example 1250.00 */
                quantity_on_hand?: string | null;
                /** @example 1250.00 */
                reorder_point?: string | null;
            }[] | null;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Alias of `product_id`. */
            source_id?: string;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "item";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        ItemList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Item"][];
            pagination: components["schemas"]["Pagination"];
        };
        ItemDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "item";
        };
        Account: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "account";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string | null;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                name: string;
                /** @description Display only; accounts are never looked up by code. */
                code: string | null;
                /** @enum {string} */
                type: "asset" | "liability" | "equity" | "revenue" | "expense";
                sub_type: string | null;
                /** @description System account role (accounts_receivable, …) when set by finrec. */
                slot: string | null;
                /**
                 * @description Defaults from the type: asset and expense debit, the others credit.
                 * @enum {string|null}
                 */
                normal_balance: "debit" | "credit" | null;
                parent_account_id: string | null;
                description: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string | null;
                active: boolean;
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * @description Alias of `type`.
                 * @enum {string}
                 */
                account_type: "asset" | "liability" | "equity" | "revenue" | "expense";
                /** @description Alias of `code`. */
                account_code: string | null;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        AccountCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string | null;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            name: string;
            /** @description Display only; accounts are never looked up by code. */
            code?: string | null;
            /** @enum {string} */
            type: "asset" | "liability" | "equity" | "revenue" | "expense";
            sub_type?: string | null;
            /** @description System account role (accounts_receivable, …) when set by finrec. */
            slot?: string | null;
            /**
             * @description Defaults from the type: asset and expense debit, the others credit.
             * @enum {string|null}
             */
            normal_balance?: "debit" | "credit" | null;
            parent_account_id?: string | null;
            description?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string | null;
            active?: boolean | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Alias of `type`.
             * @enum {string}
             */
            account_type?: "asset" | "liability" | "equity" | "revenue" | "expense";
            /** @description Alias of `code`. */
            account_code?: string;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "account";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        AccountUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string | null;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            name?: string;
            /** @description Display only; accounts are never looked up by code. */
            code?: string | null;
            /** @enum {string} */
            type?: "asset" | "liability" | "equity" | "revenue" | "expense";
            sub_type?: string | null;
            /** @description System account role (accounts_receivable, …) when set by finrec. */
            slot?: string | null;
            /**
             * @description Defaults from the type: asset and expense debit, the others credit.
             * @enum {string|null}
             */
            normal_balance?: "debit" | "credit" | null;
            parent_account_id?: string | null;
            description?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string | null;
            active?: boolean | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Alias of `type`.
             * @enum {string}
             */
            account_type?: "asset" | "liability" | "equity" | "revenue" | "expense";
            /** @description Alias of `code`. */
            account_code?: string;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "account";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        AccountList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Account"][];
            pagination: components["schemas"]["Pagination"];
        };
        AccountBulkResult: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Account"][];
        };
        ExchangeRate: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "exchange_rate";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string | null;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description The foreign currency (ISO 4217); never the base currency. */
                currency: string;
                /**
                 * @description Base-currency units per one unit of `currency`: positive, at most 10 decimal places.
                 * @example 1.0834
                 */
                rate: string;
                /**
                 * Format: date
                 * @description The first day the rate applies to; it applies until the next rate of the currency.
                 * @example 2026-01-31
                 */
                effective_date: string;
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        ExchangeRateCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string | null;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description The foreign currency (ISO 4217); never the base currency. */
            currency: string;
            /**
             * @description Base-currency units per one unit of `currency`: positive, at most 10 decimal places.
             * @example 1.0834
             */
            rate: string;
            /**
             * Format: date
             * @description The first day the rate applies to; it applies until the next rate of the currency.
             * @example 2026-01-31
             */
            effective_date: string;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "exchange_rate";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        ExchangeRateUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string | null;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description The foreign currency (ISO 4217); never the base currency. */
            currency?: string;
            /**
             * @description Base-currency units per one unit of `currency`: positive, at most 10 decimal places.
             * @example 1.0834
             */
            rate?: string;
            /**
             * Format: date
             * @description The first day the rate applies to; it applies until the next rate of the currency.
             * @example 2026-01-31
             */
            effective_date?: string;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "exchange_rate";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        ExchangeRateList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["ExchangeRate"][];
            pagination: components["schemas"]["Pagination"];
        };
        ExchangeRateDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "exchange_rate";
        };
        Quote: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "quote";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                document_number: string | null;
                /** @description The customer quoted. */
                customer_id: string | null;
                memo: string | null;
                /** @enum {string} */
                status: "draft" | "sent" | "accepted" | "declined" | "expired" | "converted" | "void";
                /** @enum {string} */
                approval_status: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /** @example 1250.00 */
                total_amount: string;
                /**
                 * Format: date-time
                 * @description When the quote was issued.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at: string | null;
                /**
                 * Format: date-time
                 * @description When the offer lapses.
                 * @example 2026-01-31T12:00:00Z
                 */
                expires_at: string | null;
                /**
                 * Format: date-time
                 * @description When the customer accepted the quote.
                 * @example 2026-01-31T12:00:00Z
                 */
                accepted_at: string | null;
                /** @description Document lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @enum {string|null} */
                    line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                    detail?: {
                        /** @enum {string} */
                        type: "item" | "discount" | "subtotal" | "description_only";
                        item_id?: string | null;
                        sku?: string | null;
                        /** @example 1250.00 */
                        quantity?: string | null;
                        /** @example 1250.00 */
                        unit_amount?: string | null;
                        account_id?: string | null;
                        class_id?: string | null;
                        location_id?: string | null;
                        product?: {
                            [key: string]: unknown;
                        } | null;
                        /** @example 1250.00 */
                        discount_amount?: string | null;
                        /** @example 1250.00 */
                        discount_percent?: string | null;
                        /** @example 1250.00 */
                        basis_amount?: string | null;
                        /** @example 1250.00 */
                        subtotal_amount?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    } | null;
                    description?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    tax_code?: string | null;
                    /** @example 1250.00 */
                    tax_amount?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_rate?: string | null;
                    /** @enum {string|null} */
                    tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                    tax_exempt_reason?: string | null;
                    amount_includes_tax?: boolean | null;
                    tax_details?: {
                        tax_detail_ref: string;
                        tax_name?: string | null;
                        tax_type?: string | null;
                        tax_code?: string | null;
                        jurisdiction_name?: string | null;
                        jurisdiction_code?: string | null;
                        jurisdiction_level?: string | null;
                        /** @example 1250.00 */
                        rate?: string | null;
                        /** @example 1250.00 */
                        taxable_amount?: string | null;
                        /** @example 1250.00 */
                        tax_amount: string;
                        amount_includes_tax: boolean;
                        provider_key?: string | null;
                        provider_tax_rate_ref?: string | null;
                        provider_detail_ref?: string | null;
                        taxability_reason?: string | null;
                        ship_to_ref?: string | null;
                        ship_from_ref?: string | null;
                        fulfillment_ref?: string | null;
                        allocation_ref?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    }[] | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                    currency?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    sku?: string | null;
                    /** @description Opaque product reference of the source system. */
                    product_id?: string | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description An optional line the customer may choose to take. */
                    optional?: boolean | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @description Price tiers of the line, as the source system states them. */
                    tiered_pricing?: {
                        [key: string]: unknown;
                    } | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        QuoteCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            document_number?: string | null;
            /** @description The customer quoted. */
            customer_id?: string | null;
            memo?: string | null;
            /** @enum {string} */
            status: "draft" | "sent" | "accepted" | "declined" | "expired" | "converted" | "void";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /** @example 1250.00 */
            total_amount: string;
            /**
             * Format: date-time
             * @description When the quote was issued.
             * @example 2026-01-31T12:00:00Z
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @description When the offer lapses.
             * @example 2026-01-31T12:00:00Z
             */
            expires_at?: string | null;
            /**
             * Format: date-time
             * @description When the customer accepted the quote.
             * @example 2026-01-31T12:00:00Z
             */
            accepted_at?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description An optional line the customer may choose to take. */
                optional?: boolean | null;
                /** @example 1250.00 */
                discount_percent?: string | null;
                /** @description Price tiers of the line, as the source system states them. */
                tiered_pricing?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "quote";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        QuoteUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            document_number?: string | null;
            /** @description The customer quoted. */
            customer_id?: string | null;
            memo?: string | null;
            /** @enum {string} */
            status?: "draft" | "sent" | "accepted" | "declined" | "expired" | "converted" | "void";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /** @example 1250.00 */
            total_amount?: string;
            /**
             * Format: date-time
             * @description When the quote was issued.
             * @example 2026-01-31T12:00:00Z
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @description When the offer lapses.
             * @example 2026-01-31T12:00:00Z
             */
            expires_at?: string | null;
            /**
             * Format: date-time
             * @description When the customer accepted the quote.
             * @example 2026-01-31T12:00:00Z
             */
            accepted_at?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description An optional line the customer may choose to take. */
                optional?: boolean | null;
                /** @example 1250.00 */
                discount_percent?: string | null;
                /** @description Price tiers of the line, as the source system states them. */
                tiered_pricing?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "quote";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        QuoteList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Quote"][];
            pagination: components["schemas"]["Pagination"];
        };
        QuoteDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "quote";
        };
        SalesOrder: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "sales_order";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                document_number: string | null;
                order_type: string | null;
                description: string | null;
                memo: string | null;
                /** @enum {string} */
                status: "draft" | "open" | "partially_fulfilled" | "fulfilled" | "partially_invoiced" | "invoiced" | "closed" | "canceled" | "void";
                /** @enum {string} */
                approval_status: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /** @example 1250.00 */
                total_amount: string;
                /**
                 * Format: date-time
                 * @description When the order was placed.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                closed_at: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                invoiced_at: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                fulfilled_at: string | null;
                /** @description The customer who ordered. */
                customer_id: string | null;
                /** @description Opaque reference to a subscription of the source system. */
                subscription_id: string | null;
                /** @description The sales order this one amends or renews. */
                parent_order_id: string | null;
                /** @description Length of the contract term in months. */
                term_months: number | null;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                term_start_date: string | null;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                term_end_date: string | null;
                renewal_type: string | null;
                billing_schedule: string | null;
                /** @example 1250.00 */
                minimum_commitment: string | null;
                /** @description Currency of the source transaction (ISO 4217). */
                source_currency: string | null;
                /** @description Currency the order settles in (ISO 4217). */
                settlement_currency: string | null;
                /**
                 * @description Rate from source_currency to settlement_currency.
                 * @example 1250.00
                 */
                exchange_rate: string | null;
                /** @description Document lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @enum {string|null} */
                    line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                    detail?: {
                        /** @enum {string} */
                        type: "item" | "discount" | "subtotal" | "description_only";
                        item_id?: string | null;
                        sku?: string | null;
                        /** @example 1250.00 */
                        quantity?: string | null;
                        /** @example 1250.00 */
                        unit_amount?: string | null;
                        account_id?: string | null;
                        class_id?: string | null;
                        location_id?: string | null;
                        product?: {
                            [key: string]: unknown;
                        } | null;
                        /** @example 1250.00 */
                        discount_amount?: string | null;
                        /** @example 1250.00 */
                        discount_percent?: string | null;
                        /** @example 1250.00 */
                        basis_amount?: string | null;
                        /** @example 1250.00 */
                        subtotal_amount?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    } | null;
                    description?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    tax_code?: string | null;
                    /** @example 1250.00 */
                    tax_amount?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_rate?: string | null;
                    /** @enum {string|null} */
                    tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                    tax_exempt_reason?: string | null;
                    amount_includes_tax?: boolean | null;
                    tax_details?: {
                        tax_detail_ref: string;
                        tax_name?: string | null;
                        tax_type?: string | null;
                        tax_code?: string | null;
                        jurisdiction_name?: string | null;
                        jurisdiction_code?: string | null;
                        jurisdiction_level?: string | null;
                        /** @example 1250.00 */
                        rate?: string | null;
                        /** @example 1250.00 */
                        taxable_amount?: string | null;
                        /** @example 1250.00 */
                        tax_amount: string;
                        amount_includes_tax: boolean;
                        provider_key?: string | null;
                        provider_tax_rate_ref?: string | null;
                        provider_detail_ref?: string | null;
                        taxability_reason?: string | null;
                        ship_to_ref?: string | null;
                        ship_from_ref?: string | null;
                        fulfillment_ref?: string | null;
                        allocation_ref?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    }[] | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                    currency?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    sku?: string | null;
                    /** @description Opaque product reference of the source system. */
                    product_id?: string | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description The quote line this order line comes from. */
                    quote_line_ref?: string | null;
                    fulfillment_status?: string | null;
                    /** @example 1250.00 */
                    fulfilled_quantity?: string | null;
                    /** @example 1250.00 */
                    invoiced_quantity?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-01-31T12:00:00Z
                     */
                    billing_period_start?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-01-31T12:00:00Z
                     */
                    billing_period_end?: string | null;
                }[];
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        SalesOrderCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            document_number?: string | null;
            order_type?: string | null;
            description?: string | null;
            memo?: string | null;
            /** @enum {string} */
            status: "draft" | "open" | "partially_fulfilled" | "fulfilled" | "partially_invoiced" | "invoiced" | "closed" | "canceled" | "void";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /** @example 1250.00 */
            total_amount: string;
            /**
             * Format: date-time
             * @description When the order was placed.
             * @example 2026-01-31T12:00:00Z
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            closed_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            invoiced_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            fulfilled_at?: string | null;
            /** @description The customer who ordered. */
            customer_id?: string | null;
            /** @description Opaque reference to a subscription of the source system. */
            subscription_id?: string | null;
            /** @description The sales order this one amends or renews. */
            parent_order_id?: string | null;
            /** @description Length of the contract term in months. */
            term_months?: number | null;
            /**
             * Format: date
             * @example 2026-01-31
             */
            term_start_date?: string | null;
            /**
             * Format: date
             * @example 2026-01-31
             */
            term_end_date?: string | null;
            renewal_type?: string | null;
            billing_schedule?: string | null;
            /** @example 1250.00 */
            minimum_commitment?: string | null;
            /** @description Currency of the source transaction (ISO 4217). */
            source_currency?: string | null;
            /** @description Currency the order settles in (ISO 4217). */
            settlement_currency?: string | null;
            /**
             * @description Rate from source_currency to settlement_currency.
             * @example 1250.00
             */
            exchange_rate?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description The quote line this order line comes from. */
                quote_line_ref?: string | null;
                fulfillment_status?: string | null;
                /** @example 1250.00 */
                fulfilled_quantity?: string | null;
                /** @example 1250.00 */
                invoiced_quantity?: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billing_period_start?: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billing_period_end?: string | null;
            }[] | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "sales_order";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        SalesOrderUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            document_number?: string | null;
            order_type?: string | null;
            description?: string | null;
            memo?: string | null;
            /** @enum {string} */
            status?: "draft" | "open" | "partially_fulfilled" | "fulfilled" | "partially_invoiced" | "invoiced" | "closed" | "canceled" | "void";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /** @example 1250.00 */
            total_amount?: string;
            /**
             * Format: date-time
             * @description When the order was placed.
             * @example 2026-01-31T12:00:00Z
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            closed_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            invoiced_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            fulfilled_at?: string | null;
            /** @description The customer who ordered. */
            customer_id?: string | null;
            /** @description Opaque reference to a subscription of the source system. */
            subscription_id?: string | null;
            /** @description The sales order this one amends or renews. */
            parent_order_id?: string | null;
            /** @description Length of the contract term in months. */
            term_months?: number | null;
            /**
             * Format: date
             * @example 2026-01-31
             */
            term_start_date?: string | null;
            /**
             * Format: date
             * @example 2026-01-31
             */
            term_end_date?: string | null;
            renewal_type?: string | null;
            billing_schedule?: string | null;
            /** @example 1250.00 */
            minimum_commitment?: string | null;
            /** @description Currency of the source transaction (ISO 4217). */
            source_currency?: string | null;
            /** @description Currency the order settles in (ISO 4217). */
            settlement_currency?: string | null;
            /**
             * @description Rate from source_currency to settlement_currency.
             * @example 1250.00
             */
            exchange_rate?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description The quote line this order line comes from. */
                quote_line_ref?: string | null;
                fulfillment_status?: string | null;
                /** @example 1250.00 */
                fulfilled_quantity?: string | null;
                /** @example 1250.00 */
                invoiced_quantity?: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billing_period_start?: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billing_period_end?: string | null;
            }[] | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "sales_order";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        SalesOrderList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["SalesOrder"][];
            pagination: components["schemas"]["Pagination"];
        };
        SalesOrderDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "sales_order";
        };
        Invoice: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "invoice";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                /** @description Invoice number shown on the document. */
                document_number: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /**
                 * @description Invoice total, tax and discounts included.
                 * @example 1250.00
                 */
                total_amount: string;
                /**
                 * @description Total before tax and document-level discounts.
                 * @example 1250.00
                 */
                subtotal: string | null;
                /** @example 1250.00 */
                tax_amount: string | null;
                /** @example 1250.00 */
                discount_amount: string | null;
                /**
                 * @description Whether line amounts include tax (inclusive) or tax is added on top (exclusive).
                 * @enum {string|null}
                 */
                tax_behavior: "inclusive" | "exclusive" | null;
                /** @description Document-level discounts as the source supplied them. */
                discount_details: {
                    [key: string]: unknown;
                }[] | null;
                shipping_details: {
                    [key: string]: unknown;
                } | null;
                /**
                 * @description Payment status. Optional on create; a new invoice starts `draft` when none is given (imports may send their own). It becomes `open` when the invoice is approved (posts), then `partially_paid`/`paid` follow the payments applied to it; `void` with the void action.
                 * @enum {string}
                 */
                status: "draft" | "open" | "partially_paid" | "paid" | "overdue" | "uncollectible" | "void";
                /** @enum {string} */
                approval_status: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /**
                 * Format: date
                 * @description Date on the invoice; derived from the UTC date of `issued_at` when omitted.
                 * @example 2026-01-31
                 */
                document_date: string | null;
                /**
                 * Format: date
                 * @description Accounting effective date; defaults to `document_date`.
                 * @example 2026-01-31
                 */
                effective_date: string | null;
                /**
                 * Format: date-time
                 * @description When the source system issued or finalized the invoice.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at: string | null;
                /**
                 * Format: date-time
                 * @description When payment is due.
                 * @example 2026-01-31T12:00:00Z
                 */
                due_at: string | null;
                /**
                 * Format: date-time
                 * @description When the invoice was paid in full.
                 * @example 2026-01-31T12:00:00Z
                 */
                paid_at: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billing_period_start: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billing_period_end: string | null;
                /** @description Payment terms, for example `net_30`. */
                terms: string | null;
                memo: string | null;
                ship_method: string | null;
                /** @description The customer billed. */
                customer_id: string | null;
                customer_name: string | null;
                billing_address: {
                    [key: string]: unknown;
                } | null;
                shipping_address: {
                    [key: string]: unknown;
                } | null;
                /** @description Snapshot of the customer as it appeared on the invoice. */
                customer: {
                    /** @description Customer id as the source system knows it; not checked. */
                    id?: string | null;
                    name?: string | null;
                    email?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                /** @description Payment-side transactions the source reported against the invoice. */
                transactions: {
                    type?: string | null;
                    status?: string | null;
                    /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                    currency?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-01-31T12:00:00Z
                     */
                    occurred_at?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                /** @description Document lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @enum {string|null} */
                    line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                    detail?: {
                        /** @enum {string} */
                        type: "item" | "discount" | "subtotal" | "description_only";
                        item_id?: string | null;
                        sku?: string | null;
                        /** @example 1250.00 */
                        quantity?: string | null;
                        /** @example 1250.00 */
                        unit_amount?: string | null;
                        account_id?: string | null;
                        class_id?: string | null;
                        location_id?: string | null;
                        product?: {
                            [key: string]: unknown;
                        } | null;
                        /** @example 1250.00 */
                        discount_amount?: string | null;
                        /** @example 1250.00 */
                        discount_percent?: string | null;
                        /** @example 1250.00 */
                        basis_amount?: string | null;
                        /** @example 1250.00 */
                        subtotal_amount?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    } | null;
                    description: string;
                    /** @example 1250.00 */
                    amount: string;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    tax_code?: string | null;
                    /** @example 1250.00 */
                    tax_amount?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_rate?: string | null;
                    /** @enum {string|null} */
                    tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                    tax_exempt_reason?: string | null;
                    amount_includes_tax?: boolean | null;
                    tax_details?: {
                        tax_detail_ref: string;
                        tax_name?: string | null;
                        tax_type?: string | null;
                        tax_code?: string | null;
                        jurisdiction_name?: string | null;
                        jurisdiction_code?: string | null;
                        jurisdiction_level?: string | null;
                        /** @example 1250.00 */
                        rate?: string | null;
                        /** @example 1250.00 */
                        taxable_amount?: string | null;
                        /** @example 1250.00 */
                        tax_amount: string;
                        amount_includes_tax: boolean;
                        provider_key?: string | null;
                        provider_tax_rate_ref?: string | null;
                        provider_detail_ref?: string | null;
                        taxability_reason?: string | null;
                        ship_to_ref?: string | null;
                        ship_from_ref?: string | null;
                        fulfillment_ref?: string | null;
                        allocation_ref?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    }[] | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Stable key of the line within the document. */
                    line_key?: string | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                    currency?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    sku?: string | null;
                    /** @description Opaque product reference of the source system. */
                    product_id?: string | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description General ledger account of the line. */
                    account_id?: string | null;
                    /** @description Line of the sales order this line bills. */
                    order_line_ref?: string | null;
                    /** @description Fulfillment line this line bills. */
                    fulfillment_line_ref?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-01-31T12:00:00Z
                     */
                    billing_period_start?: string | null;
                    /**
                     * Format: date-time
                     * @example 2026-01-31T12:00:00Z
                     */
                    billing_period_end?: string | null;
                    /** @description Opaque subscription item reference of the source system. */
                    subscription_item_id?: string | null;
                    products?: {
                        [key: string]: unknown;
                    }[] | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /** @description Total less the payments applied to it (decimal string); 0 when void. Read-only. */
                readonly open_balance: string;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        InvoiceCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Invoice number shown on the document. */
            document_number?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /**
             * @description Invoice total, tax and discounts included.
             * @example 1250.00
             */
            total_amount: string;
            /**
             * @description Total before tax and document-level discounts.
             * @example 1250.00
             */
            subtotal?: string | null;
            /** @example 1250.00 */
            tax_amount?: string | null;
            /** @example 1250.00 */
            discount_amount?: string | null;
            /**
             * @description Whether line amounts include tax (inclusive) or tax is added on top (exclusive).
             * @enum {string|null}
             */
            tax_behavior?: "inclusive" | "exclusive" | null;
            /** @description Document-level discounts as the source supplied them. */
            discount_details?: {
                [key: string]: unknown;
            }[] | null;
            shipping_details?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Payment status. Optional on create; a new invoice starts `draft` when none is given (imports may send their own). It becomes `open` when the invoice is approved (posts), then `partially_paid`/`paid` follow the payments applied to it; `void` with the void action.
             * @enum {string|null}
             */
            status?: "draft" | "open" | "partially_paid" | "paid" | "overdue" | "uncollectible" | "void" | null;
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /**
             * Format: date
             * @description Date on the invoice; derived from the UTC date of `issued_at` when omitted.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date-time
             * @description When the source system issued or finalized the invoice.
             * @example 2026-01-31T12:00:00Z
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @description When payment is due.
             * @example 2026-01-31T12:00:00Z
             */
            due_at?: string | null;
            /**
             * Format: date-time
             * @description When the invoice was paid in full.
             * @example 2026-01-31T12:00:00Z
             */
            paid_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            billing_period_start?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            billing_period_end?: string | null;
            /** @description Payment terms, for example `net_30`. */
            terms?: string | null;
            memo?: string | null;
            ship_method?: string | null;
            /** @description The customer billed. */
            customer_id?: string | null;
            customer_name?: string | null;
            billing_address?: {
                [key: string]: unknown;
            } | null;
            shipping_address?: {
                [key: string]: unknown;
            } | null;
            /** @description Snapshot of the customer as it appeared on the invoice. */
            customer?: {
                /** @description Customer id as the source system knows it; not checked. */
                id?: string | null;
                name?: string | null;
                email?: string | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            /** @description Payment-side transactions the source reported against the invoice. */
            transactions?: {
                type?: string | null;
                status?: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                occurred_at?: string | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            /** @description Document lines, at most 1,000. */
            lines: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description: string;
                /** @example 1250.00 */
                amount: string;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Stable key of the line within the document. */
                line_key?: string | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
                /** @description Line of the sales order this line bills. */
                order_line_ref?: string | null;
                /** @description Fulfillment line this line bills. */
                fulfillment_line_ref?: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billing_period_start?: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billing_period_end?: string | null;
                /** @description Opaque subscription item reference of the source system. */
                subscription_item_id?: string | null;
                products?: {
                    [key: string]: unknown;
                }[] | null;
            }[];
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "invoice";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly open_balance?: string;
        };
        InvoiceUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Invoice number shown on the document. */
            document_number?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /**
             * @description Invoice total, tax and discounts included.
             * @example 1250.00
             */
            total_amount?: string;
            /**
             * @description Total before tax and document-level discounts.
             * @example 1250.00
             */
            subtotal?: string | null;
            /** @example 1250.00 */
            tax_amount?: string | null;
            /** @example 1250.00 */
            discount_amount?: string | null;
            /**
             * @description Whether line amounts include tax (inclusive) or tax is added on top (exclusive).
             * @enum {string|null}
             */
            tax_behavior?: "inclusive" | "exclusive" | null;
            /** @description Document-level discounts as the source supplied them. */
            discount_details?: {
                [key: string]: unknown;
            }[] | null;
            shipping_details?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Payment status. Optional on create; a new invoice starts `draft` when none is given (imports may send their own). It becomes `open` when the invoice is approved (posts), then `partially_paid`/`paid` follow the payments applied to it; `void` with the void action.
             * @enum {string|null}
             */
            status?: "draft" | "open" | "partially_paid" | "paid" | "overdue" | "uncollectible" | "void" | null;
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /**
             * Format: date
             * @description Date on the invoice; derived from the UTC date of `issued_at` when omitted.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date-time
             * @description When the source system issued or finalized the invoice.
             * @example 2026-01-31T12:00:00Z
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @description When payment is due.
             * @example 2026-01-31T12:00:00Z
             */
            due_at?: string | null;
            /**
             * Format: date-time
             * @description When the invoice was paid in full.
             * @example 2026-01-31T12:00:00Z
             */
            paid_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            billing_period_start?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            billing_period_end?: string | null;
            /** @description Payment terms, for example `net_30`. */
            terms?: string | null;
            memo?: string | null;
            ship_method?: string | null;
            /** @description The customer billed. */
            customer_id?: string | null;
            customer_name?: string | null;
            billing_address?: {
                [key: string]: unknown;
            } | null;
            shipping_address?: {
                [key: string]: unknown;
            } | null;
            /** @description Snapshot of the customer as it appeared on the invoice. */
            customer?: {
                /** @description Customer id as the source system knows it; not checked. */
                id?: string | null;
                name?: string | null;
                email?: string | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            } | null;
            /** @description Payment-side transactions the source reported against the invoice. */
            transactions?: {
                type?: string | null;
                status?: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                occurred_at?: string | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description: string;
                /** @example 1250.00 */
                amount: string;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Stable key of the line within the document. */
                line_key?: string | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
                /** @description Line of the sales order this line bills. */
                order_line_ref?: string | null;
                /** @description Fulfillment line this line bills. */
                fulfillment_line_ref?: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billing_period_start?: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billing_period_end?: string | null;
                /** @description Opaque subscription item reference of the source system. */
                subscription_item_id?: string | null;
                products?: {
                    [key: string]: unknown;
                }[] | null;
            }[];
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "invoice";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly open_balance?: string;
        };
        InvoiceList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Invoice"][];
            pagination: components["schemas"]["Pagination"];
        };
        InvoiceDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "invoice";
        };
        SalesReceipt: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "sales_receipt";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                /** @description Receipt number shown on the document. */
                document_number: string | null;
                /** @description The customer who paid. */
                customer_id: string | null;
                /** @enum {string} */
                status: "draft" | "completed" | "void";
                /** @enum {string} */
                approval_status: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /** @example 1250.00 */
                total_amount: string;
                /**
                 * @description Total before tax and document-level discounts.
                 * @example 1250.00
                 */
                subtotal: string | null;
                /** @example 1250.00 */
                tax_amount: string | null;
                /** @example 1250.00 */
                discount_amount: string | null;
                payment_method: string | null;
                ship_method: string | null;
                /**
                 * Format: date
                 * @description Date on the receipt.
                 * @example 2026-01-31
                 */
                document_date: string | null;
                /**
                 * Format: date
                 * @description Accounting effective date; defaults to `document_date`.
                 * @example 2026-01-31
                 */
                effective_date: string | null;
                /**
                 * Format: date
                 * @description Date the payment was received.
                 * @example 2026-01-31
                 */
                receipt_date: string | null;
                /** @description Opaque reference to a sales rep of the source system. */
                sales_rep_id: string | null;
                /** @description Income account credited. */
                revenue_account_id: string | null;
                /** @description Account the payment was deposited to. */
                deposit_to_account_id: string | null;
                /** @description Display only; accounts are never looked up by code. */
                deposit_to_account_code: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id: string | null;
                /** @description Opaque reference to a point-of-sale register of the source system. */
                register_id: string | null;
                memo: string | null;
                /** @description Document lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @enum {string|null} */
                    line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                    detail?: {
                        /** @enum {string} */
                        type: "item" | "discount" | "subtotal" | "description_only";
                        item_id?: string | null;
                        sku?: string | null;
                        /** @example 1250.00 */
                        quantity?: string | null;
                        /** @example 1250.00 */
                        unit_amount?: string | null;
                        account_id?: string | null;
                        class_id?: string | null;
                        location_id?: string | null;
                        product?: {
                            [key: string]: unknown;
                        } | null;
                        /** @example 1250.00 */
                        discount_amount?: string | null;
                        /** @example 1250.00 */
                        discount_percent?: string | null;
                        /** @example 1250.00 */
                        basis_amount?: string | null;
                        /** @example 1250.00 */
                        subtotal_amount?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    } | null;
                    description?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    tax_code?: string | null;
                    /** @example 1250.00 */
                    tax_amount?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_rate?: string | null;
                    /** @enum {string|null} */
                    tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                    tax_exempt_reason?: string | null;
                    amount_includes_tax?: boolean | null;
                    tax_details?: {
                        tax_detail_ref: string;
                        tax_name?: string | null;
                        tax_type?: string | null;
                        tax_code?: string | null;
                        jurisdiction_name?: string | null;
                        jurisdiction_code?: string | null;
                        jurisdiction_level?: string | null;
                        /** @example 1250.00 */
                        rate?: string | null;
                        /** @example 1250.00 */
                        taxable_amount?: string | null;
                        /** @example 1250.00 */
                        tax_amount: string;
                        amount_includes_tax: boolean;
                        provider_key?: string | null;
                        provider_tax_rate_ref?: string | null;
                        provider_detail_ref?: string | null;
                        taxability_reason?: string | null;
                        ship_to_ref?: string | null;
                        ship_from_ref?: string | null;
                        fulfillment_ref?: string | null;
                        allocation_ref?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    }[] | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Stable key of the line within the document. */
                    line_key?: string | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                    currency?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    sku?: string | null;
                    /** @description Opaque product reference of the source system. */
                    product_id?: string | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description General ledger account of the line. */
                    account_id?: string | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /**
                 * Format: uuid
                 * @description The deposit that took this document out of undeposited funds, if any. Read-only.
                 */
                readonly deposit_id: string | null;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        SalesReceiptCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Receipt number shown on the document. */
            document_number?: string | null;
            /** @description The customer who paid. */
            customer_id?: string | null;
            /** @enum {string} */
            status: "draft" | "completed" | "void";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /** @example 1250.00 */
            total_amount: string;
            /**
             * @description Total before tax and document-level discounts.
             * @example 1250.00
             */
            subtotal?: string | null;
            /** @example 1250.00 */
            tax_amount?: string | null;
            /** @example 1250.00 */
            discount_amount?: string | null;
            payment_method?: string | null;
            ship_method?: string | null;
            /**
             * Format: date
             * @description Date on the receipt.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date
             * @description Date the payment was received.
             * @example 2026-01-31
             */
            receipt_date?: string | null;
            /** @description Opaque reference to a sales rep of the source system. */
            sales_rep_id?: string | null;
            /** @description Income account credited. */
            revenue_account_id?: string | null;
            /** @description Account the payment was deposited to. */
            deposit_to_account_id?: string | null;
            /** @description Display only; accounts are never looked up by code. */
            deposit_to_account_code?: string | null;
            /** @description Opaque reference to a location of the source system. */
            location_id?: string | null;
            /** @description Opaque reference to a point-of-sale register of the source system. */
            register_id?: string | null;
            memo?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Stable key of the line within the document. */
                line_key?: string | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "sales_receipt";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly deposit_id?: string | null;
        };
        SalesReceiptUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Receipt number shown on the document. */
            document_number?: string | null;
            /** @description The customer who paid. */
            customer_id?: string | null;
            /** @enum {string} */
            status?: "draft" | "completed" | "void";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /** @example 1250.00 */
            total_amount?: string;
            /**
             * @description Total before tax and document-level discounts.
             * @example 1250.00
             */
            subtotal?: string | null;
            /** @example 1250.00 */
            tax_amount?: string | null;
            /** @example 1250.00 */
            discount_amount?: string | null;
            payment_method?: string | null;
            ship_method?: string | null;
            /**
             * Format: date
             * @description Date on the receipt.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date
             * @description Date the payment was received.
             * @example 2026-01-31
             */
            receipt_date?: string | null;
            /** @description Opaque reference to a sales rep of the source system. */
            sales_rep_id?: string | null;
            /** @description Income account credited. */
            revenue_account_id?: string | null;
            /** @description Account the payment was deposited to. */
            deposit_to_account_id?: string | null;
            /** @description Display only; accounts are never looked up by code. */
            deposit_to_account_code?: string | null;
            /** @description Opaque reference to a location of the source system. */
            location_id?: string | null;
            /** @description Opaque reference to a point-of-sale register of the source system. */
            register_id?: string | null;
            memo?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Stable key of the line within the document. */
                line_key?: string | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "sales_receipt";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly deposit_id?: string | null;
        };
        SalesReceiptList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["SalesReceipt"][];
            pagination: components["schemas"]["Pagination"];
        };
        SalesReceiptDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "sales_receipt";
        };
        CreditMemo: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "credit_memo";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                /** @description Credit memo number shown on the document. */
                document_number: string | null;
                /**
                 * @description How much of the credit has been applied (D16): follows its allocations once it is approved — open, partially_applied, applied; void when voided.
                 * @enum {string}
                 */
                status: "open" | "partially_applied" | "applied" | "void";
                /** @enum {string} */
                approval_status: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @description Why the credit was issued. */
                reason_code: string | null;
                memo: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /** @example 1250.00 */
                total_amount: string;
                /**
                 * Format: date
                 * @description Date on the credit memo; derived from the UTC date of `issued_at` when omitted.
                 * @example 2026-01-31
                 */
                document_date: string | null;
                /**
                 * Format: date
                 * @description Accounting effective date; defaults to `document_date`.
                 * @example 2026-01-31
                 */
                effective_date: string | null;
                /**
                 * Format: date-time
                 * @description When the source system issued or finalized the credit memo.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at: string | null;
                /**
                 * Format: date-time
                 * @description When the credit was applied.
                 * @example 2026-01-31T12:00:00Z
                 */
                applied_at: string | null;
                /**
                 * Format: date-time
                 * @description When the credit was refunded.
                 * @example 2026-01-31T12:00:00Z
                 */
                refunded_at: string | null;
                /** @description The customer credited. */
                customer_id: string | null;
                /** @description The invoice the credit relates to. With no allocations, the credit applies to it once approved, up to its open balance (D16). */
                invoice_id: string | null;
                /** @description How the credit is applied to invoices of the same customer and currency (D16); in force while the credit is approved. */
                allocations: {
                    invoice_id: string;
                    /** @example 1250.00 */
                    amount: string;
                    /**
                     * Format: date
                     * @example 2026-01-31
                     */
                    allocated_on?: string | null;
                }[];
                /** @description Document lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @enum {string|null} */
                    line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                    detail?: {
                        /** @enum {string} */
                        type: "item" | "discount" | "subtotal" | "description_only";
                        item_id?: string | null;
                        sku?: string | null;
                        /** @example 1250.00 */
                        quantity?: string | null;
                        /** @example 1250.00 */
                        unit_amount?: string | null;
                        account_id?: string | null;
                        class_id?: string | null;
                        location_id?: string | null;
                        product?: {
                            [key: string]: unknown;
                        } | null;
                        /** @example 1250.00 */
                        discount_amount?: string | null;
                        /** @example 1250.00 */
                        discount_percent?: string | null;
                        /** @example 1250.00 */
                        basis_amount?: string | null;
                        /** @example 1250.00 */
                        subtotal_amount?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    } | null;
                    description?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    tax_code?: string | null;
                    /** @example 1250.00 */
                    tax_amount?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_rate?: string | null;
                    /** @enum {string|null} */
                    tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                    tax_exempt_reason?: string | null;
                    amount_includes_tax?: boolean | null;
                    tax_details?: {
                        tax_detail_ref: string;
                        tax_name?: string | null;
                        tax_type?: string | null;
                        tax_code?: string | null;
                        jurisdiction_name?: string | null;
                        jurisdiction_code?: string | null;
                        jurisdiction_level?: string | null;
                        /** @example 1250.00 */
                        rate?: string | null;
                        /** @example 1250.00 */
                        taxable_amount?: string | null;
                        /** @example 1250.00 */
                        tax_amount: string;
                        amount_includes_tax: boolean;
                        provider_key?: string | null;
                        provider_tax_rate_ref?: string | null;
                        provider_detail_ref?: string | null;
                        taxability_reason?: string | null;
                        ship_to_ref?: string | null;
                        ship_from_ref?: string | null;
                        fulfillment_ref?: string | null;
                        allocation_ref?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    }[] | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Stable key of the line within the document. */
                    line_key?: string | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                    currency?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    sku?: string | null;
                    /** @description Opaque product reference of the source system. */
                    product_id?: string | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description General ledger account of the line. */
                    account_id?: string | null;
                    /** @description Line of the invoice this line credits. */
                    invoice_line_ref?: string | null;
                    reason_code?: string | null;
                    /**
                     * @description Quantity returned.
                     * @example 1250.00
                     */
                    return_quantity?: string | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /** @description What is not applied to documents yet (decimal string): the amount less its allocations in force; 0 when void. Read-only. */
                readonly unapplied_amount: string;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        CreditMemoCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Credit memo number shown on the document. */
            document_number?: string | null;
            /**
             * @description How much of the credit has been applied (D16): follows its allocations once it is approved — open, partially_applied, applied; void when voided.
             * @enum {string}
             */
            status: "open" | "partially_applied" | "applied" | "void";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @description Why the credit was issued. */
            reason_code?: string | null;
            memo?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /** @example 1250.00 */
            total_amount: string;
            /**
             * Format: date
             * @description Date on the credit memo; derived from the UTC date of `issued_at` when omitted.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date-time
             * @description When the source system issued or finalized the credit memo.
             * @example 2026-01-31T12:00:00Z
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @description When the credit was applied.
             * @example 2026-01-31T12:00:00Z
             */
            applied_at?: string | null;
            /**
             * Format: date-time
             * @description When the credit was refunded.
             * @example 2026-01-31T12:00:00Z
             */
            refunded_at?: string | null;
            /** @description The customer credited. */
            customer_id?: string | null;
            /** @description The invoice the credit relates to. With no allocations, the credit applies to it once approved, up to its open balance (D16). */
            invoice_id?: string | null;
            /** @description How the credit is applied to invoices of the same customer and currency (D16); in force while the credit is approved. */
            allocations?: {
                invoice_id: string;
                /** @example 1250.00 */
                amount: string;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                allocated_on?: string | null;
            }[] | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Stable key of the line within the document. */
                line_key?: string | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
                /** @description Line of the invoice this line credits. */
                invoice_line_ref?: string | null;
                reason_code?: string | null;
                /**
                 * @description Quantity returned.
                 * @example 1250.00
                 */
                return_quantity?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "credit_memo";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly unapplied_amount?: string;
        };
        CreditMemoUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Credit memo number shown on the document. */
            document_number?: string | null;
            /**
             * @description How much of the credit has been applied (D16): follows its allocations once it is approved — open, partially_applied, applied; void when voided.
             * @enum {string}
             */
            status?: "open" | "partially_applied" | "applied" | "void";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @description Why the credit was issued. */
            reason_code?: string | null;
            memo?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /** @example 1250.00 */
            total_amount?: string;
            /**
             * Format: date
             * @description Date on the credit memo; derived from the UTC date of `issued_at` when omitted.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date-time
             * @description When the source system issued or finalized the credit memo.
             * @example 2026-01-31T12:00:00Z
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @description When the credit was applied.
             * @example 2026-01-31T12:00:00Z
             */
            applied_at?: string | null;
            /**
             * Format: date-time
             * @description When the credit was refunded.
             * @example 2026-01-31T12:00:00Z
             */
            refunded_at?: string | null;
            /** @description The customer credited. */
            customer_id?: string | null;
            /** @description The invoice the credit relates to. With no allocations, the credit applies to it once approved, up to its open balance (D16). */
            invoice_id?: string | null;
            /** @description How the credit is applied to invoices of the same customer and currency (D16); in force while the credit is approved. */
            allocations?: {
                invoice_id: string;
                /** @example 1250.00 */
                amount: string;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                allocated_on?: string | null;
            }[] | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Stable key of the line within the document. */
                line_key?: string | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
                /** @description Line of the invoice this line credits. */
                invoice_line_ref?: string | null;
                reason_code?: string | null;
                /**
                 * @description Quantity returned.
                 * @example 1250.00
                 */
                return_quantity?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "credit_memo";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly unapplied_amount?: string;
        };
        CreditMemoList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["CreditMemo"][];
            pagination: components["schemas"]["Pagination"];
        };
        CreditMemoDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "credit_memo";
        };
        RefundReceipt: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "refund_receipt";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                /** @description Refund receipt number shown on the document. */
                document_number: string | null;
                /** @enum {string} */
                status: "draft" | "pending" | "completed" | "failed" | "void";
                /** @description Why the refund was made. */
                reason: string | null;
                memo: string | null;
                /** @description How the money was returned (card, check, cash, …). */
                refund_method: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /** @example 1250.00 */
                total_amount: string;
                /**
                 * Format: date
                 * @description Date on the refund receipt.
                 * @example 2026-01-31
                 */
                document_date: string | null;
                /**
                 * Format: date
                 * @description Accounting effective date; defaults to `document_date`.
                 * @example 2026-01-31
                 */
                effective_date: string | null;
                /**
                 * Format: date-time
                 * @description When the refund was made.
                 * @example 2026-01-31T12:00:00Z
                 */
                refund_date: string | null;
                /** @description The customer refunded. */
                customer_id: string | null;
                /** @description The payment refunded. */
                payment_id: string | null;
                /** @description Opaque charge reference of the source system. */
                charge_id: string | null;
                /** @description The credit memo refunded. */
                credit_memo_id: string | null;
                /** @description Opaque balance transaction reference of the source system. */
                balance_transaction_id: string | null;
                /**
                 * @description Processing fee given back by the processor with the refund: credited to the processing fees account (D15).
                 * @example 1250.00
                 */
                fee_amount: string | null;
                /**
                 * @description What left the account: total_amount − fee_amount (the default); must equal it when given.
                 * @example 1250.00
                 */
                net_amount: string | null;
                /** @description Bank, card or cash account the money left (D15); default the system account "Cash at bank" (slot operating_bank). */
                refund_from_account_id: string | null;
                /** @description Fee breakdown as the source supplied it. */
                fee_details: {
                    [key: string]: unknown;
                }[];
                /** @description Currency of the original charge (ISO 4217, upper case). */
                source_currency: string | null;
                /** @description Currency the refund settled in (ISO 4217, upper case). */
                settlement_currency: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /** @description Document lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @enum {string|null} */
                    line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                    detail?: {
                        /** @enum {string} */
                        type: "item" | "discount" | "subtotal" | "description_only";
                        item_id?: string | null;
                        sku?: string | null;
                        /** @example 1250.00 */
                        quantity?: string | null;
                        /** @example 1250.00 */
                        unit_amount?: string | null;
                        account_id?: string | null;
                        class_id?: string | null;
                        location_id?: string | null;
                        product?: {
                            [key: string]: unknown;
                        } | null;
                        /** @example 1250.00 */
                        discount_amount?: string | null;
                        /** @example 1250.00 */
                        discount_percent?: string | null;
                        /** @example 1250.00 */
                        basis_amount?: string | null;
                        /** @example 1250.00 */
                        subtotal_amount?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    } | null;
                    description?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    tax_code?: string | null;
                    /** @example 1250.00 */
                    tax_amount?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_rate?: string | null;
                    /** @enum {string|null} */
                    tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                    tax_exempt_reason?: string | null;
                    amount_includes_tax?: boolean | null;
                    tax_details?: {
                        tax_detail_ref: string;
                        tax_name?: string | null;
                        tax_type?: string | null;
                        tax_code?: string | null;
                        jurisdiction_name?: string | null;
                        jurisdiction_code?: string | null;
                        jurisdiction_level?: string | null;
                        /** @example 1250.00 */
                        rate?: string | null;
                        /** @example 1250.00 */
                        taxable_amount?: string | null;
                        /** @example 1250.00 */
                        tax_amount: string;
                        amount_includes_tax: boolean;
                        provider_key?: string | null;
                        provider_tax_rate_ref?: string | null;
                        provider_detail_ref?: string | null;
                        taxability_reason?: string | null;
                        ship_to_ref?: string | null;
                        ship_from_ref?: string | null;
                        fulfillment_ref?: string | null;
                        allocation_ref?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    }[] | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                    currency?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    sku?: string | null;
                    /** @description Opaque product reference of the source system. */
                    product_id?: string | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Line of the payment this line refunds. */
                    payment_line_ref?: string | null;
                    /** @description Line of the charge this line refunds. */
                    charge_line_ref?: string | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Metadata exactly as the source system supplied it. */
                source_metadata: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        RefundReceiptCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Refund receipt number shown on the document. */
            document_number?: string | null;
            /** @enum {string} */
            status: "draft" | "pending" | "completed" | "failed" | "void";
            /** @description Why the refund was made. */
            reason?: string | null;
            memo?: string | null;
            /** @description How the money was returned (card, check, cash, …). */
            refund_method?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /** @example 1250.00 */
            total_amount: string;
            /**
             * Format: date
             * @description Date on the refund receipt.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date-time
             * @description When the refund was made.
             * @example 2026-01-31T12:00:00Z
             */
            refund_date?: string | null;
            /** @description The customer refunded. */
            customer_id?: string | null;
            /** @description The payment refunded. */
            payment_id?: string | null;
            /** @description Opaque charge reference of the source system. */
            charge_id?: string | null;
            /** @description The credit memo refunded. */
            credit_memo_id?: string | null;
            /** @description Opaque balance transaction reference of the source system. */
            balance_transaction_id?: string | null;
            /**
             * @description Processing fee given back by the processor with the refund: credited to the processing fees account (D15).
             * @example 1250.00
             */
            fee_amount?: string | null;
            /**
             * @description What left the account: total_amount − fee_amount (the default); must equal it when given.
             * @example 1250.00
             */
            net_amount?: string | null;
            /** @description Bank, card or cash account the money left (D15); default the system account "Cash at bank" (slot operating_bank). */
            refund_from_account_id?: string | null;
            /** @description Fee breakdown as the source supplied it. */
            fee_details?: {
                [key: string]: unknown;
            }[] | null;
            /** @description Currency of the original charge (ISO 4217, upper case). */
            source_currency?: string | null;
            /** @description Currency the refund settled in (ISO 4217, upper case). */
            settlement_currency?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description Line of the payment this line refunds. */
                payment_line_ref?: string | null;
                /** @description Line of the charge this line refunds. */
                charge_line_ref?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Metadata exactly as the source system supplied it. */
            source_metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "refund_receipt";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        RefundReceiptUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Refund receipt number shown on the document. */
            document_number?: string | null;
            /** @enum {string} */
            status?: "draft" | "pending" | "completed" | "failed" | "void";
            /** @description Why the refund was made. */
            reason?: string | null;
            memo?: string | null;
            /** @description How the money was returned (card, check, cash, …). */
            refund_method?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /** @example 1250.00 */
            total_amount?: string;
            /**
             * Format: date
             * @description Date on the refund receipt.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date-time
             * @description When the refund was made.
             * @example 2026-01-31T12:00:00Z
             */
            refund_date?: string | null;
            /** @description The customer refunded. */
            customer_id?: string | null;
            /** @description The payment refunded. */
            payment_id?: string | null;
            /** @description Opaque charge reference of the source system. */
            charge_id?: string | null;
            /** @description The credit memo refunded. */
            credit_memo_id?: string | null;
            /** @description Opaque balance transaction reference of the source system. */
            balance_transaction_id?: string | null;
            /**
             * @description Processing fee given back by the processor with the refund: credited to the processing fees account (D15).
             * @example 1250.00
             */
            fee_amount?: string | null;
            /**
             * @description What left the account: total_amount − fee_amount (the default); must equal it when given.
             * @example 1250.00
             */
            net_amount?: string | null;
            /** @description Bank, card or cash account the money left (D15); default the system account "Cash at bank" (slot operating_bank). */
            refund_from_account_id?: string | null;
            /** @description Fee breakdown as the source supplied it. */
            fee_details?: {
                [key: string]: unknown;
            }[] | null;
            /** @description Currency of the original charge (ISO 4217, upper case). */
            source_currency?: string | null;
            /** @description Currency the refund settled in (ISO 4217, upper case). */
            settlement_currency?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description Line of the payment this line refunds. */
                payment_line_ref?: string | null;
                /** @description Line of the charge this line refunds. */
                charge_line_ref?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Metadata exactly as the source system supplied it. */
            source_metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "refund_receipt";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        RefundReceiptList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["RefundReceipt"][];
            pagination: components["schemas"]["Pagination"];
        };
        RefundReceiptDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "refund_receipt";
        };
        PurchaseOrder: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "purchase_order";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                document_number: string | null;
                /** @description Opaque reference to a vendor of the source system. */
                vendor_id: string | null;
                memo: string | null;
                /** @enum {string} */
                status: "draft" | "open" | "partially_received" | "received" | "partially_billed" | "billed" | "closed" | "canceled" | "void";
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /** @example 1250.00 */
                total_amount: string;
                /**
                 * Format: date-time
                 * @description When the order was sent.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                closed_at: string | null;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                billed_at: string | null;
                /**
                 * Format: date
                 * @description When the goods are expected.
                 * @example 2026-01-31
                 */
                expected_date: string | null;
                /** @description Document lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @enum {string|null} */
                    line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                    detail?: {
                        /** @enum {string} */
                        type: "item" | "discount" | "subtotal" | "description_only";
                        item_id?: string | null;
                        sku?: string | null;
                        /** @example 1250.00 */
                        quantity?: string | null;
                        /** @example 1250.00 */
                        unit_amount?: string | null;
                        account_id?: string | null;
                        class_id?: string | null;
                        location_id?: string | null;
                        product?: {
                            [key: string]: unknown;
                        } | null;
                        /** @example 1250.00 */
                        discount_amount?: string | null;
                        /** @example 1250.00 */
                        discount_percent?: string | null;
                        /** @example 1250.00 */
                        basis_amount?: string | null;
                        /** @example 1250.00 */
                        subtotal_amount?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    } | null;
                    description?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    tax_code?: string | null;
                    /** @example 1250.00 */
                    tax_amount?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_rate?: string | null;
                    /** @enum {string|null} */
                    tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                    tax_exempt_reason?: string | null;
                    amount_includes_tax?: boolean | null;
                    tax_details?: {
                        tax_detail_ref: string;
                        tax_name?: string | null;
                        tax_type?: string | null;
                        tax_code?: string | null;
                        jurisdiction_name?: string | null;
                        jurisdiction_code?: string | null;
                        jurisdiction_level?: string | null;
                        /** @example 1250.00 */
                        rate?: string | null;
                        /** @example 1250.00 */
                        taxable_amount?: string | null;
                        /** @example 1250.00 */
                        tax_amount: string;
                        amount_includes_tax: boolean;
                        provider_key?: string | null;
                        provider_tax_rate_ref?: string | null;
                        provider_detail_ref?: string | null;
                        taxability_reason?: string | null;
                        ship_to_ref?: string | null;
                        ship_from_ref?: string | null;
                        fulfillment_ref?: string | null;
                        allocation_ref?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    }[] | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                    currency?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    sku?: string | null;
                    /** @description Opaque product reference of the source system. */
                    product_id?: string | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /**
                     * Format: date-time
                     * @description When the line’s goods are expected.
                     * @example 2026-01-31T12:00:00Z
                     */
                    expected_receipt_date?: string | null;
                    /** @example 1250.00 */
                    received_quantity?: string | null;
                    /** @example 1250.00 */
                    billed_quantity?: string | null;
                    warehouse_location?: string | null;
                    buyer_note?: string | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        PurchaseOrderCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            document_number?: string | null;
            /** @description Opaque reference to a vendor of the source system. */
            vendor_id?: string | null;
            memo?: string | null;
            /** @enum {string} */
            status: "draft" | "open" | "partially_received" | "received" | "partially_billed" | "billed" | "closed" | "canceled" | "void";
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /** @example 1250.00 */
            total_amount: string;
            /**
             * Format: date-time
             * @description When the order was sent.
             * @example 2026-01-31T12:00:00Z
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            closed_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            billed_at?: string | null;
            /**
             * Format: date
             * @description When the goods are expected.
             * @example 2026-01-31
             */
            expected_date?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /**
                 * Format: date-time
                 * @description When the line’s goods are expected.
                 * @example 2026-01-31T12:00:00Z
                 */
                expected_receipt_date?: string | null;
                /** @example 1250.00 */
                received_quantity?: string | null;
                /** @example 1250.00 */
                billed_quantity?: string | null;
                warehouse_location?: string | null;
                buyer_note?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "purchase_order";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        PurchaseOrderUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            document_number?: string | null;
            /** @description Opaque reference to a vendor of the source system. */
            vendor_id?: string | null;
            memo?: string | null;
            /** @enum {string} */
            status?: "draft" | "open" | "partially_received" | "received" | "partially_billed" | "billed" | "closed" | "canceled" | "void";
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /** @example 1250.00 */
            total_amount?: string;
            /**
             * Format: date-time
             * @description When the order was sent.
             * @example 2026-01-31T12:00:00Z
             */
            issued_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            closed_at?: string | null;
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            billed_at?: string | null;
            /**
             * Format: date
             * @description When the goods are expected.
             * @example 2026-01-31
             */
            expected_date?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /**
                 * Format: date-time
                 * @description When the line’s goods are expected.
                 * @example 2026-01-31T12:00:00Z
                 */
                expected_receipt_date?: string | null;
                /** @example 1250.00 */
                received_quantity?: string | null;
                /** @example 1250.00 */
                billed_quantity?: string | null;
                warehouse_location?: string | null;
                buyer_note?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "purchase_order";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        PurchaseOrderList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["PurchaseOrder"][];
            pagination: components["schemas"]["Pagination"];
        };
        PurchaseOrderDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "purchase_order";
        };
        VendorBill: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "vendor_bill";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                /** @description Bill number on the source document. */
                document_number: string | null;
                /**
                 * @description Payment status. A `draft` bill becomes `open` when approved (posts), then `partially_paid`/`paid` follow the bill payments applied to it; `void` with the void action.
                 * @enum {string}
                 */
                status: "draft" | "pending_approval" | "approved" | "rejected" | "void" | "open" | "paid" | "unpaid" | "partially_paid" | "overdue";
                /** @enum {string} */
                approval_status: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                memo: string | null;
                /** @example 1250.00 */
                total_amount: string;
                /**
                 * Format: date
                 * @description Date on the source document; derived from `issued_at` where possible.
                 * @example 2026-01-31
                 */
                document_date: string | null;
                /**
                 * Format: date
                 * @description Accounting effective date; defaults to `document_date`.
                 * @example 2026-01-31
                 */
                effective_date: string | null;
                /**
                 * Format: date
                 * @description Date the vendor issued the bill.
                 * @example 2026-01-31
                 */
                bill_date: string | null;
                /**
                 * Format: date
                 * @description Date payment is due.
                 * @example 2026-01-31
                 */
                due_date: string | null;
                /**
                 * Format: date
                 * @description Date the bill was paid in full.
                 * @example 2026-01-31
                 */
                paid_date: string | null;
                /** @description Opaque reference to a vendor of the source system. */
                vendor_id: string;
                /** @description The purchase order this bill is for. */
                purchase_order_id: string | null;
                /** @description Whether the payment is reportable on a US Form 1099. */
                is_1099_eligible: boolean | null;
                /** @description Form 1099 type and box, for example `NEC`. */
                form_1099_type: string | null;
                /** @description Document lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @enum {string|null} */
                    line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                    detail?: {
                        /** @enum {string} */
                        type: "item" | "discount" | "subtotal" | "description_only";
                        item_id?: string | null;
                        sku?: string | null;
                        /** @example 1250.00 */
                        quantity?: string | null;
                        /** @example 1250.00 */
                        unit_amount?: string | null;
                        account_id?: string | null;
                        class_id?: string | null;
                        location_id?: string | null;
                        product?: {
                            [key: string]: unknown;
                        } | null;
                        /** @example 1250.00 */
                        discount_amount?: string | null;
                        /** @example 1250.00 */
                        discount_percent?: string | null;
                        /** @example 1250.00 */
                        basis_amount?: string | null;
                        /** @example 1250.00 */
                        subtotal_amount?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    } | null;
                    description?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    tax_code?: string | null;
                    /** @example 1250.00 */
                    tax_amount?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_rate?: string | null;
                    /** @enum {string|null} */
                    tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                    tax_exempt_reason?: string | null;
                    amount_includes_tax?: boolean | null;
                    tax_details?: {
                        tax_detail_ref: string;
                        tax_name?: string | null;
                        tax_type?: string | null;
                        tax_code?: string | null;
                        jurisdiction_name?: string | null;
                        jurisdiction_code?: string | null;
                        jurisdiction_level?: string | null;
                        /** @example 1250.00 */
                        rate?: string | null;
                        /** @example 1250.00 */
                        taxable_amount?: string | null;
                        /** @example 1250.00 */
                        tax_amount: string;
                        amount_includes_tax: boolean;
                        provider_key?: string | null;
                        provider_tax_rate_ref?: string | null;
                        provider_detail_ref?: string | null;
                        taxability_reason?: string | null;
                        ship_to_ref?: string | null;
                        ship_from_ref?: string | null;
                        fulfillment_ref?: string | null;
                        allocation_ref?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    }[] | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Stable key of the line within the document. */
                    line_key?: string | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                    currency?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    sku?: string | null;
                    /** @description Opaque product reference of the source system. */
                    product_id?: string | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description General ledger account of the line. */
                    account_id?: string | null;
                    /** @description Display only; the line posts to `account_id`. */
                    account_code?: string | null;
                    /** @description Whether the line is billable on to a customer. */
                    billable?: boolean | null;
                    /** @description Customer the line is billable to. */
                    customer_id?: string | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /** @description Total less the payments applied to it (decimal string); 0 when void. Read-only. */
                readonly open_balance: string;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        VendorBillCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Bill number on the source document. */
            document_number?: string | null;
            /**
             * @description Payment status. A `draft` bill becomes `open` when approved (posts), then `partially_paid`/`paid` follow the bill payments applied to it; `void` with the void action.
             * @enum {string}
             */
            status: "draft" | "pending_approval" | "approved" | "rejected" | "void" | "open" | "paid" | "unpaid" | "partially_paid" | "overdue";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            memo?: string | null;
            /** @example 1250.00 */
            total_amount: string;
            /**
             * Format: date
             * @description Date on the source document; derived from `issued_at` where possible.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date
             * @description Date the vendor issued the bill.
             * @example 2026-01-31
             */
            bill_date?: string | null;
            /**
             * Format: date
             * @description Date payment is due.
             * @example 2026-01-31
             */
            due_date?: string | null;
            /**
             * Format: date
             * @description Date the bill was paid in full.
             * @example 2026-01-31
             */
            paid_date?: string | null;
            /** @description Opaque reference to a vendor of the source system. */
            vendor_id: string;
            /** @description The purchase order this bill is for. */
            purchase_order_id?: string | null;
            /** @description Whether the payment is reportable on a US Form 1099. */
            is_1099_eligible?: boolean | null;
            /** @description Form 1099 type and box, for example `NEC`. */
            form_1099_type?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Stable key of the line within the document. */
                line_key?: string | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
                /** @description Display only; the line posts to `account_id`. */
                account_code?: string | null;
                /** @description Whether the line is billable on to a customer. */
                billable?: boolean | null;
                /** @description Customer the line is billable to. */
                customer_id?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "vendor_bill";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly open_balance?: string;
        };
        VendorBillUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Bill number on the source document. */
            document_number?: string | null;
            /**
             * @description Payment status. A `draft` bill becomes `open` when approved (posts), then `partially_paid`/`paid` follow the bill payments applied to it; `void` with the void action.
             * @enum {string}
             */
            status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | "open" | "paid" | "unpaid" | "partially_paid" | "overdue";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            memo?: string | null;
            /** @example 1250.00 */
            total_amount?: string;
            /**
             * Format: date
             * @description Date on the source document; derived from `issued_at` where possible.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date
             * @description Date the vendor issued the bill.
             * @example 2026-01-31
             */
            bill_date?: string | null;
            /**
             * Format: date
             * @description Date payment is due.
             * @example 2026-01-31
             */
            due_date?: string | null;
            /**
             * Format: date
             * @description Date the bill was paid in full.
             * @example 2026-01-31
             */
            paid_date?: string | null;
            /** @description Opaque reference to a vendor of the source system. */
            vendor_id?: string;
            /** @description The purchase order this bill is for. */
            purchase_order_id?: string | null;
            /** @description Whether the payment is reportable on a US Form 1099. */
            is_1099_eligible?: boolean | null;
            /** @description Form 1099 type and box, for example `NEC`. */
            form_1099_type?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Stable key of the line within the document. */
                line_key?: string | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
                /** @description Display only; the line posts to `account_id`. */
                account_code?: string | null;
                /** @description Whether the line is billable on to a customer. */
                billable?: boolean | null;
                /** @description Customer the line is billable to. */
                customer_id?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "vendor_bill";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly open_balance?: string;
        };
        VendorBillList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["VendorBill"][];
            pagination: components["schemas"]["Pagination"];
        };
        VendorBillDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "vendor_bill";
        };
        VendorCredit: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "vendor_credit";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                /** @description Credit number on the source document. */
                document_number: string | null;
                /** @description Opaque reference to a vendor of the source system. */
                vendor_id: string | null;
                /** @description The vendor bill this credit relates to. With no allocations, the credit applies to it once approved, up to its open balance (D16). */
                bill_id: string | null;
                /** @description How the credit is applied to vendor bills of the same vendor and currency (D16); in force while the credit is approved. */
                allocations: {
                    bill_id: string;
                    /** @example 1250.00 */
                    amount: string;
                    /**
                     * Format: date
                     * @example 2026-01-31
                     */
                    allocated_on?: string | null;
                }[];
                /** @enum {string} */
                status: "open" | "partially_applied" | "applied" | "void";
                /** @enum {string} */
                approval_status: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                memo: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /** @example 1250.00 */
                total_amount: string;
                /**
                 * Format: date
                 * @description Date on the source document.
                 * @example 2026-01-31
                 */
                document_date: string | null;
                /**
                 * Format: date
                 * @description Accounting effective date; defaults to `document_date`.
                 * @example 2026-01-31
                 */
                effective_date: string | null;
                /**
                 * Format: date
                 * @description Date the vendor granted the credit.
                 * @example 2026-01-31
                 */
                credit_date: string | null;
                reason_code: string | null;
                /** @description Document lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @enum {string|null} */
                    line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                    detail?: {
                        /** @enum {string} */
                        type: "item" | "discount" | "subtotal" | "description_only";
                        item_id?: string | null;
                        sku?: string | null;
                        /** @example 1250.00 */
                        quantity?: string | null;
                        /** @example 1250.00 */
                        unit_amount?: string | null;
                        account_id?: string | null;
                        class_id?: string | null;
                        location_id?: string | null;
                        product?: {
                            [key: string]: unknown;
                        } | null;
                        /** @example 1250.00 */
                        discount_amount?: string | null;
                        /** @example 1250.00 */
                        discount_percent?: string | null;
                        /** @example 1250.00 */
                        basis_amount?: string | null;
                        /** @example 1250.00 */
                        subtotal_amount?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    } | null;
                    description?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    tax_code?: string | null;
                    /** @example 1250.00 */
                    tax_amount?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_rate?: string | null;
                    /** @enum {string|null} */
                    tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                    tax_exempt_reason?: string | null;
                    amount_includes_tax?: boolean | null;
                    tax_details?: {
                        tax_detail_ref: string;
                        tax_name?: string | null;
                        tax_type?: string | null;
                        tax_code?: string | null;
                        jurisdiction_name?: string | null;
                        jurisdiction_code?: string | null;
                        jurisdiction_level?: string | null;
                        /** @example 1250.00 */
                        rate?: string | null;
                        /** @example 1250.00 */
                        taxable_amount?: string | null;
                        /** @example 1250.00 */
                        tax_amount: string;
                        amount_includes_tax: boolean;
                        provider_key?: string | null;
                        provider_tax_rate_ref?: string | null;
                        provider_detail_ref?: string | null;
                        taxability_reason?: string | null;
                        ship_to_ref?: string | null;
                        ship_from_ref?: string | null;
                        fulfillment_ref?: string | null;
                        allocation_ref?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    }[] | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                    currency?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    sku?: string | null;
                    /** @description Opaque product reference of the source system. */
                    product_id?: string | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description General ledger account of the line. */
                    account_id?: string | null;
                    /** @description Reference of the bill line this credit line relates to. */
                    bill_line_ref?: string | null;
                    /** @description Display only; the line posts to `account_id`. */
                    account_code?: string | null;
                    reason_code?: string | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /** @description What is not applied to documents yet (decimal string): the amount less its allocations in force; 0 when void. Read-only. */
                readonly unapplied_amount: string;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        VendorCreditCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Credit number on the source document. */
            document_number?: string | null;
            /** @description Opaque reference to a vendor of the source system. */
            vendor_id?: string | null;
            /** @description The vendor bill this credit relates to. With no allocations, the credit applies to it once approved, up to its open balance (D16). */
            bill_id?: string | null;
            /** @description How the credit is applied to vendor bills of the same vendor and currency (D16); in force while the credit is approved. */
            allocations?: {
                bill_id: string;
                /** @example 1250.00 */
                amount: string;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                allocated_on?: string | null;
            }[] | null;
            /** @enum {string} */
            status: "open" | "partially_applied" | "applied" | "void";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            memo?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /** @example 1250.00 */
            total_amount: string;
            /**
             * Format: date
             * @description Date on the source document.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date
             * @description Date the vendor granted the credit.
             * @example 2026-01-31
             */
            credit_date?: string | null;
            reason_code?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
                /** @description Reference of the bill line this credit line relates to. */
                bill_line_ref?: string | null;
                /** @description Display only; the line posts to `account_id`. */
                account_code?: string | null;
                reason_code?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "vendor_credit";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly unapplied_amount?: string;
        };
        VendorCreditUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Credit number on the source document. */
            document_number?: string | null;
            /** @description Opaque reference to a vendor of the source system. */
            vendor_id?: string | null;
            /** @description The vendor bill this credit relates to. With no allocations, the credit applies to it once approved, up to its open balance (D16). */
            bill_id?: string | null;
            /** @description How the credit is applied to vendor bills of the same vendor and currency (D16); in force while the credit is approved. */
            allocations?: {
                bill_id: string;
                /** @example 1250.00 */
                amount: string;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                allocated_on?: string | null;
            }[] | null;
            /** @enum {string} */
            status?: "open" | "partially_applied" | "applied" | "void";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            memo?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /** @example 1250.00 */
            total_amount?: string;
            /**
             * Format: date
             * @description Date on the source document.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date
             * @description Date the vendor granted the credit.
             * @example 2026-01-31
             */
            credit_date?: string | null;
            reason_code?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description The document's currency (ISO 4217), repeated, or left out: a line in another currency is a 422 `currency_mismatch` on it. */
                currency?: string | null;
                /** @example 1250.00 */
                unit_amount?: string | null;
                sku?: string | null;
                /** @description Opaque product reference of the source system. */
                product_id?: string | null;
                /** @example 1250.00 */
                discount_amount?: string | null;
                product?: {
                    [key: string]: unknown;
                } | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
                /** @description Reference of the bill line this credit line relates to. */
                bill_line_ref?: string | null;
                /** @description Display only; the line posts to `account_id`. */
                account_code?: string | null;
                reason_code?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "vendor_credit";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly unapplied_amount?: string;
        };
        VendorCreditList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["VendorCredit"][];
            pagination: components["schemas"]["Pagination"];
        };
        VendorCreditDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "vendor_credit";
        };
        Expense: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "expense";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                /**
                 * @description Total amount of the expense.
                 * @example 1250.00
                 */
                amount: string;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /** @example 1250.00 */
                tax_amount: string | null;
                /** @enum {string} */
                approval_status: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /**
                 * Format: date
                 * @description Date on the source document.
                 * @example 2026-01-31
                 */
                document_date: string | null;
                /**
                 * Format: date
                 * @description Accounting effective date; defaults to `document_date`.
                 * @example 2026-01-31
                 */
                effective_date: string | null;
                /**
                 * Format: date
                 * @description Date the money was spent.
                 * @example 2026-01-31
                 */
                expense_date: string | null;
                /** @enum {string} */
                status: "draft" | "pending" | "paid" | "reimbursed" | "void";
                /** @description Opaque reference to an expense category of the source system. */
                category: string | null;
                description: string | null;
                memo: string | null;
                /** @description General ledger account the expense posts to. */
                expense_account_id: string | null;
                /** @description Display only; the expense posts to `expense_account_id`. */
                expense_account_code: string | null;
                /** @description Opaque reference to a vendor of the source system. */
                vendor_id: string | null;
                vendor_name: string | null;
                /** @description Whether the payment is reportable on a US Form 1099. */
                is_1099_eligible: boolean | null;
                /** @description Form 1099 type and box, for example `NEC`. */
                form_1099_type: string | null;
                payment_method: string | null;
                /** @enum {string|null} */
                payment_method_type: "check" | "credit_card" | "ach" | "cash" | "wire" | "other" | null;
                payment_method_details: {
                    [key: string]: unknown;
                };
                /** @description Bank, card or cash account the expense was paid from. */
                payment_account_id: string | null;
                /** @description Document lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @enum {string|null} */
                    line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                    detail?: {
                        /** @enum {string} */
                        type: "item" | "discount" | "subtotal" | "description_only";
                        item_id?: string | null;
                        sku?: string | null;
                        /** @example 1250.00 */
                        quantity?: string | null;
                        /** @example 1250.00 */
                        unit_amount?: string | null;
                        account_id?: string | null;
                        class_id?: string | null;
                        location_id?: string | null;
                        product?: {
                            [key: string]: unknown;
                        } | null;
                        /** @example 1250.00 */
                        discount_amount?: string | null;
                        /** @example 1250.00 */
                        discount_percent?: string | null;
                        /** @example 1250.00 */
                        basis_amount?: string | null;
                        /** @example 1250.00 */
                        subtotal_amount?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    } | null;
                    description?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    tax_code?: string | null;
                    /** @example 1250.00 */
                    tax_amount?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_rate?: string | null;
                    /** @enum {string|null} */
                    tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                    tax_exempt_reason?: string | null;
                    amount_includes_tax?: boolean | null;
                    tax_details?: {
                        tax_detail_ref: string;
                        tax_name?: string | null;
                        tax_type?: string | null;
                        tax_code?: string | null;
                        jurisdiction_name?: string | null;
                        jurisdiction_code?: string | null;
                        jurisdiction_level?: string | null;
                        /** @example 1250.00 */
                        rate?: string | null;
                        /** @example 1250.00 */
                        taxable_amount?: string | null;
                        /** @example 1250.00 */
                        tax_amount: string;
                        amount_includes_tax: boolean;
                        provider_key?: string | null;
                        provider_tax_rate_ref?: string | null;
                        provider_detail_ref?: string | null;
                        taxability_reason?: string | null;
                        ship_to_ref?: string | null;
                        ship_from_ref?: string | null;
                        fulfillment_ref?: string | null;
                        allocation_ref?: string | null;
                        metadata?: {
                            [key: string]: unknown;
                        } | null;
                    }[] | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                    /** @description Stable key of the line within the document. */
                    line_key?: string | null;
                    /** @description General ledger account the line posts to. */
                    expense_account_id?: string | null;
                    /** @description Display only; the line posts to `expense_account_id`. */
                    expense_account_code?: string | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        ExpenseCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /**
             * @description Total amount of the expense.
             * @example 1250.00
             */
            amount: string;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /** @example 1250.00 */
            tax_amount?: string | null;
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /**
             * Format: date
             * @description Date on the source document.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date
             * @description Date the money was spent.
             * @example 2026-01-31
             */
            expense_date?: string | null;
            /** @enum {string} */
            status: "draft" | "pending" | "paid" | "reimbursed" | "void";
            /** @description Opaque reference to an expense category of the source system. */
            category?: string | null;
            description?: string | null;
            memo?: string | null;
            /** @description General ledger account the expense posts to. */
            expense_account_id?: string | null;
            /** @description Display only; the expense posts to `expense_account_id`. */
            expense_account_code?: string | null;
            /** @description Opaque reference to a vendor of the source system. */
            vendor_id?: string | null;
            vendor_name?: string | null;
            /** @description Whether the payment is reportable on a US Form 1099. */
            is_1099_eligible?: boolean | null;
            /** @description Form 1099 type and box, for example `NEC`. */
            form_1099_type?: string | null;
            payment_method?: string | null;
            /** @enum {string|null} */
            payment_method_type?: "check" | "credit_card" | "ach" | "cash" | "wire" | "other" | null;
            payment_method_details?: {
                [key: string]: unknown;
            } | null;
            /** @description Bank, card or cash account the expense was paid from. */
            payment_account_id?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Stable key of the line within the document. */
                line_key?: string | null;
                /** @description General ledger account the line posts to. */
                expense_account_id?: string | null;
                /** @description Display only; the line posts to `expense_account_id`. */
                expense_account_code?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "expense";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        ExpenseUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /**
             * @description Total amount of the expense.
             * @example 1250.00
             */
            amount?: string;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /** @example 1250.00 */
            tax_amount?: string | null;
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /**
             * Format: date
             * @description Date on the source document.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /**
             * Format: date
             * @description Date the money was spent.
             * @example 2026-01-31
             */
            expense_date?: string | null;
            /** @enum {string} */
            status?: "draft" | "pending" | "paid" | "reimbursed" | "void";
            /** @description Opaque reference to an expense category of the source system. */
            category?: string | null;
            description?: string | null;
            memo?: string | null;
            /** @description General ledger account the expense posts to. */
            expense_account_id?: string | null;
            /** @description Display only; the expense posts to `expense_account_id`. */
            expense_account_code?: string | null;
            /** @description Opaque reference to a vendor of the source system. */
            vendor_id?: string | null;
            vendor_name?: string | null;
            /** @description Whether the payment is reportable on a US Form 1099. */
            is_1099_eligible?: boolean | null;
            /** @description Form 1099 type and box, for example `NEC`. */
            form_1099_type?: string | null;
            payment_method?: string | null;
            /** @enum {string|null} */
            payment_method_type?: "check" | "credit_card" | "ach" | "cash" | "wire" | "other" | null;
            payment_method_details?: {
                [key: string]: unknown;
            } | null;
            /** @description Bank, card or cash account the expense was paid from. */
            payment_account_id?: string | null;
            /** @description Document lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @enum {string|null} */
                line_type?: "product" | "service" | "discount" | "tax" | "shipping" | "subtotal" | "description_only" | null;
                detail?: {
                    /** @enum {string} */
                    type: "item" | "discount" | "subtotal" | "description_only";
                    item_id?: string | null;
                    sku?: string | null;
                    /** @example 1250.00 */
                    quantity?: string | null;
                    /** @example 1250.00 */
                    unit_amount?: string | null;
                    account_id?: string | null;
                    class_id?: string | null;
                    location_id?: string | null;
                    product?: {
                        [key: string]: unknown;
                    } | null;
                    /** @example 1250.00 */
                    discount_amount?: string | null;
                    /** @example 1250.00 */
                    discount_percent?: string | null;
                    /** @example 1250.00 */
                    basis_amount?: string | null;
                    /** @example 1250.00 */
                    subtotal_amount?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                } | null;
                description?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @example 1250.00 */
                quantity?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                tax_code?: string | null;
                /** @example 1250.00 */
                tax_amount?: string | null;
                /** @example 1250.00 */
                taxable_amount?: string | null;
                /** @example 1250.00 */
                tax_rate?: string | null;
                /** @enum {string|null} */
                tax_status?: "taxable" | "exempt" | "zero_rated" | "reverse_charge" | "not_applicable" | null;
                tax_exempt_reason?: string | null;
                amount_includes_tax?: boolean | null;
                tax_details?: {
                    tax_detail_ref: string;
                    tax_name?: string | null;
                    tax_type?: string | null;
                    tax_code?: string | null;
                    jurisdiction_name?: string | null;
                    jurisdiction_code?: string | null;
                    jurisdiction_level?: string | null;
                    /** @example 1250.00 */
                    rate?: string | null;
                    /** @example 1250.00 */
                    taxable_amount?: string | null;
                    /** @example 1250.00 */
                    tax_amount: string;
                    amount_includes_tax: boolean;
                    provider_key?: string | null;
                    provider_tax_rate_ref?: string | null;
                    provider_detail_ref?: string | null;
                    taxability_reason?: string | null;
                    ship_to_ref?: string | null;
                    ship_from_ref?: string | null;
                    fulfillment_ref?: string | null;
                    allocation_ref?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[] | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
                /** @description Stable key of the line within the document. */
                line_key?: string | null;
                /** @description General ledger account the line posts to. */
                expense_account_id?: string | null;
                /** @description Display only; the line posts to `expense_account_id`. */
                expense_account_code?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "expense";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        ExpenseList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Expense"][];
            pagination: components["schemas"]["Pagination"];
        };
        ExpenseDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "expense";
        };
        BillPayment: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "bill_payment";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                /** @description Opaque reference to the vendor of the source system. */
                vendor_id: string;
                /** @description The vendor bill this payment settles. */
                bill_id: string | null;
                payment_number: string | null;
                /** @example 1250.00 */
                amount: string;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                payment_date: string | null;
                /** @description Bank, card or cash account the money left (D15); default the system account "Cash at bank" (slot operating_bank). */
                payment_account_id: string | null;
                payment_method: string | null;
                /** @enum {string|null} */
                payment_method_type: "check" | "credit_card" | "ach" | "cash" | "wire" | "other" | null;
                payment_method_details: {
                    [key: string]: unknown;
                };
                memo: string | null;
                is_1099_eligible: boolean | null;
                form_1099_type: string | null;
                /** @enum {string} */
                approval_status: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @enum {string} */
                status: "pending" | "completed" | "void";
                /** @description How the payment is applied to vendor bills. */
                allocations: {
                    bill_id: string;
                    /** @example 1250.00 */
                    amount: string;
                    /**
                     * Format: date
                     * @example 2026-01-31
                     */
                    allocated_on?: string | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[];
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /** @description What is not applied to documents yet (decimal string): the amount less its allocations in force; 0 when void. Read-only. */
                readonly unapplied_amount: string;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        BillPaymentCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Opaque reference to the vendor of the source system. */
            vendor_id: string;
            /** @description The vendor bill this payment settles. */
            bill_id?: string | null;
            payment_number?: string | null;
            /** @example 1250.00 */
            amount: string;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /**
             * Format: date
             * @example 2026-01-31
             */
            payment_date?: string | null;
            /** @description Bank, card or cash account the money left (D15); default the system account "Cash at bank" (slot operating_bank). */
            payment_account_id?: string | null;
            payment_method?: string | null;
            /** @enum {string|null} */
            payment_method_type?: "check" | "credit_card" | "ach" | "cash" | "wire" | "other" | null;
            payment_method_details?: {
                [key: string]: unknown;
            } | null;
            memo?: string | null;
            is_1099_eligible?: boolean | null;
            form_1099_type?: string | null;
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @enum {string} */
            status: "pending" | "completed" | "void";
            /** @description How the payment is applied to vendor bills. */
            allocations?: {
                bill_id: string;
                /** @example 1250.00 */
                amount: string;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                allocated_on?: string | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "bill_payment";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly unapplied_amount?: string;
        };
        BillPaymentUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /** @description Opaque reference to the vendor of the source system. */
            vendor_id?: string;
            /** @description The vendor bill this payment settles. */
            bill_id?: string | null;
            payment_number?: string | null;
            /** @example 1250.00 */
            amount?: string;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /**
             * Format: date
             * @example 2026-01-31
             */
            payment_date?: string | null;
            /** @description Bank, card or cash account the money left (D15); default the system account "Cash at bank" (slot operating_bank). */
            payment_account_id?: string | null;
            payment_method?: string | null;
            /** @enum {string|null} */
            payment_method_type?: "check" | "credit_card" | "ach" | "cash" | "wire" | "other" | null;
            payment_method_details?: {
                [key: string]: unknown;
            } | null;
            memo?: string | null;
            is_1099_eligible?: boolean | null;
            form_1099_type?: string | null;
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            /** @enum {string} */
            status?: "pending" | "completed" | "void";
            /** @description How the payment is applied to vendor bills. */
            allocations?: {
                bill_id: string;
                /** @example 1250.00 */
                amount: string;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                allocated_on?: string | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "bill_payment";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly unapplied_amount?: string;
        };
        BillPaymentList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["BillPayment"][];
            pagination: components["schemas"]["Pagination"];
        };
        BillPaymentDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "bill_payment";
        };
        Payment: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "payment";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                /**
                 * @description Amount received.
                 * @example 1250.00
                 */
                amount: string;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /** @enum {string} */
                status: "pending" | "completed" | "failed" | "refunded" | "void";
                /** @description The paying customer. */
                customer_id: string | null;
                /** @description The invoice this payment settles. */
                invoice_id: string | null;
                payment_method: string | null;
                /** @enum {string|null} */
                payment_method_type: "check" | "credit_card" | "ach" | "cash" | "wire" | "other" | null;
                payment_method_details: {
                    [key: string]: unknown;
                };
                /** @description Check number, card authorisation or bank reference. */
                reference_number: string | null;
                memo: string | null;
                /** @description General ledger account the money is deposited to (default: undeposited funds). */
                deposit_to_account_id: string | null;
                /** @description Display only; accounts are never looked up by code. */
                deposit_to_account_code: string | null;
                /**
                 * @description Processing fees.
                 * @example 1250.00
                 */
                fees: string | null;
                /**
                 * @description Total fee charged by the processor; posted to the processing fees account (D15).
                 * @example 1250.00
                 */
                fee_amount: string | null;
                /**
                 * @description Amount after fees: what reaches the deposit-to account. Defaults to amount − fee_amount and must equal it when given.
                 * @example 1250.00
                 */
                net_amount: string | null;
                /** @example 1250.00 */
                tax_amount: string | null;
                /** @description Fee breakdown as the provider reports it. */
                fee_details: {
                    [key: string]: unknown;
                }[];
                /** @description Opaque reference to a balance transaction of the provider. */
                balance_transaction_id: string | null;
                /** @description Opaque reference to the settlement payout of the provider. */
                settlement_payout_id: string | null;
                /** @description Currency the customer paid in (ISO 4217). */
                source_currency: string | null;
                /** @description Currency the payment settled in (ISO 4217). */
                settlement_currency: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /**
                 * Format: date-time
                 * @description When the payment was made.
                 * @example 2026-01-31T12:00:00Z
                 */
                occurred_at: string | null;
                /**
                 * Format: date-time
                 * @description When the funds settled.
                 * @example 2026-01-31T12:00:00Z
                 */
                settled_at: string | null;
                /** @description How the payment is applied to invoices. */
                allocations: {
                    invoice_id: string;
                    /** @example 1250.00 */
                    amount: string;
                    /**
                     * Format: date-time
                     * @example 2026-01-31T12:00:00Z
                     */
                    allocated_at?: string | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Raw metadata as the source system supplied it. */
                source_metadata: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /** @description What is not applied to documents yet (decimal string): the amount less its allocations in force; 0 when void. Read-only. */
                readonly unapplied_amount: string;
                /**
                 * Format: uuid
                 * @description The deposit that took this document out of undeposited funds, if any. Read-only.
                 */
                readonly deposit_id: string | null;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        PaymentCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            /**
             * @description Amount received.
             * @example 1250.00
             */
            amount: string;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /** @enum {string} */
            status: "pending" | "completed" | "failed" | "refunded" | "void";
            /** @description The paying customer. */
            customer_id?: string | null;
            /** @description The invoice this payment settles. */
            invoice_id?: string | null;
            payment_method?: string | null;
            /** @enum {string|null} */
            payment_method_type?: "check" | "credit_card" | "ach" | "cash" | "wire" | "other" | null;
            payment_method_details?: {
                [key: string]: unknown;
            } | null;
            /** @description Check number, card authorisation or bank reference. */
            reference_number?: string | null;
            memo?: string | null;
            /** @description General ledger account the money is deposited to (default: undeposited funds). */
            deposit_to_account_id?: string | null;
            /** @description Display only; accounts are never looked up by code. */
            deposit_to_account_code?: string | null;
            /**
             * @description Processing fees.
             * @example 1250.00
             */
            fees?: string | null;
            /**
             * @description Total fee charged by the processor; posted to the processing fees account (D15).
             * @example 1250.00
             */
            fee_amount?: string | null;
            /**
             * @description Amount after fees: what reaches the deposit-to account. Defaults to amount − fee_amount and must equal it when given.
             * @example 1250.00
             */
            net_amount?: string | null;
            /** @example 1250.00 */
            tax_amount?: string | null;
            /** @description Fee breakdown as the provider reports it. */
            fee_details?: {
                [key: string]: unknown;
            }[] | null;
            /** @description Opaque reference to a balance transaction of the provider. */
            balance_transaction_id?: string | null;
            /** @description Opaque reference to the settlement payout of the provider. */
            settlement_payout_id?: string | null;
            /** @description Currency the customer paid in (ISO 4217). */
            source_currency?: string | null;
            /** @description Currency the payment settled in (ISO 4217). */
            settlement_currency?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: date-time
             * @description When the payment was made.
             * @example 2026-01-31T12:00:00Z
             */
            occurred_at?: string | null;
            /**
             * Format: date-time
             * @description When the funds settled.
             * @example 2026-01-31T12:00:00Z
             */
            settled_at?: string | null;
            /** @description How the payment is applied to invoices. */
            allocations?: {
                invoice_id: string;
                /** @example 1250.00 */
                amount: string;
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                allocated_at?: string | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Raw metadata as the source system supplied it. */
            source_metadata?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "payment";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /** @description Read-only; ignored when sent. */
            readonly unapplied_amount?: string;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly deposit_id?: string | null;
        };
        PaymentList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Payment"][];
            pagination: components["schemas"]["Pagination"];
        };
        Deposit: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "deposit";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                document_number: string | null;
                /** @enum {string} */
                status: "pending" | "deposited" | "void";
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /** @example 1250.00 */
                total_amount: string;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                deposit_date: string | null;
                memo: string | null;
                /** @description Bank account the funds are deposited to. */
                deposit_to_account_id: string | null;
                /** @description Display only; accounts are never looked up by code. */
                deposit_to_account_code: string | null;
                /**
                 * @description Amount taken back as cash from the deposit.
                 * @example 1250.00
                 */
                cashback_amount: string | null;
                /** @description Account the cash back is recorded against. */
                cashback_account_id: string | null;
                cashback_memo: string | null;
                /** @description Deposit lines, at most 1,000. */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @description Stable key of the line within the deposit. */
                    line_key?: string | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description Kind of document deposited. `payment` or `sales_receipt` with `source_document_id` deposits that document (D15): it must be posted to undeposited funds, in the deposit’s currency, and on no other deposit; the line’s amount defaults to (and must equal) its net amount. Other values are descriptive. */
                    source_document_type?: string | null;
                    /** @description Id of the payment or sales receipt deposited (with `source_document_type` `payment` or `sales_receipt`); otherwise an opaque reference. */
                    source_document_id?: string | null;
                    source_document_number?: string | null;
                    /** @example 1250.00 */
                    amount?: string | null;
                    /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                    currency?: string | null;
                    /** @description General ledger account of the line. */
                    account_id?: string | null;
                    /** @description Display only; accounts are never looked up by code. */
                    account_code?: string | null;
                    customer_id?: string | null;
                    description?: string | null;
                    payment_method?: string | null;
                    check_number?: string | null;
                    reference_number?: string | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        DepositCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            document_number?: string | null;
            /** @enum {string} */
            status: "pending" | "deposited" | "void";
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /** @example 1250.00 */
            total_amount: string;
            /**
             * Format: date
             * @example 2026-01-31
             */
            deposit_date?: string | null;
            memo?: string | null;
            /** @description Bank account the funds are deposited to. */
            deposit_to_account_id?: string | null;
            /** @description Display only; accounts are never looked up by code. */
            deposit_to_account_code?: string | null;
            /**
             * @description Amount taken back as cash from the deposit.
             * @example 1250.00
             */
            cashback_amount?: string | null;
            /** @description Account the cash back is recorded against. */
            cashback_account_id?: string | null;
            cashback_memo?: string | null;
            /** @description Deposit lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @description Stable key of the line within the deposit. */
                line_key?: string | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description Kind of document deposited. `payment` or `sales_receipt` with `source_document_id` deposits that document (D15): it must be posted to undeposited funds, in the deposit’s currency, and on no other deposit; the line’s amount defaults to (and must equal) its net amount. Other values are descriptive. */
                source_document_type?: string | null;
                /** @description Id of the payment or sales receipt deposited (with `source_document_type` `payment` or `sales_receipt`); otherwise an opaque reference. */
                source_document_id?: string | null;
                source_document_number?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency?: string | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
                /** @description Display only; accounts are never looked up by code. */
                account_code?: string | null;
                customer_id?: string | null;
                description?: string | null;
                payment_method?: string | null;
                check_number?: string | null;
                reference_number?: string | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "deposit";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        DepositUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            document_number?: string | null;
            /** @enum {string} */
            status?: "pending" | "deposited" | "void";
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /** @example 1250.00 */
            total_amount?: string;
            /**
             * Format: date
             * @example 2026-01-31
             */
            deposit_date?: string | null;
            memo?: string | null;
            /** @description Bank account the funds are deposited to. */
            deposit_to_account_id?: string | null;
            /** @description Display only; accounts are never looked up by code. */
            deposit_to_account_code?: string | null;
            /**
             * @description Amount taken back as cash from the deposit.
             * @example 1250.00
             */
            cashback_amount?: string | null;
            /** @description Account the cash back is recorded against. */
            cashback_account_id?: string | null;
            cashback_memo?: string | null;
            /** @description Deposit lines, at most 1,000. */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @description Stable key of the line within the deposit. */
                line_key?: string | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description Kind of document deposited. `payment` or `sales_receipt` with `source_document_id` deposits that document (D15): it must be posted to undeposited funds, in the deposit’s currency, and on no other deposit; the line’s amount defaults to (and must equal) its net amount. Other values are descriptive. */
                source_document_type?: string | null;
                /** @description Id of the payment or sales receipt deposited (with `source_document_type` `payment` or `sales_receipt`); otherwise an opaque reference. */
                source_document_id?: string | null;
                source_document_number?: string | null;
                /** @example 1250.00 */
                amount?: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency?: string | null;
                /** @description General ledger account of the line. */
                account_id?: string | null;
                /** @description Display only; accounts are never looked up by code. */
                account_code?: string | null;
                customer_id?: string | null;
                description?: string | null;
                payment_method?: string | null;
                check_number?: string | null;
                reference_number?: string | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            }[] | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "deposit";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        DepositList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Deposit"][];
            pagination: components["schemas"]["Pagination"];
        };
        DepositDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "deposit";
        };
        BankTransfer: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "bank_transfer";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Business entity for multi-entity accounting; blank when not used. */
                subsidiary_id: string | null;
                transfer_number: string | null;
                /**
                 * @description Amount that leaves the from-account, in `currency`.
                 * @example 1250.00
                 */
                amount: string;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string;
                /**
                 * @description D17: amount that arrives in the to-account, in `to_currency`, when the two accounts are in different currencies.
                 * @example 1250.00
                 */
                to_amount: string | null;
                /** @description D17: currency of the to-account when it differs from `currency` (then `to_amount` is required). */
                to_currency: string | null;
                /**
                 * @description D17: base-currency units per unit of `to_currency`; the rate on file for the transfer's date when absent.
                 * @example 1.0834
                 */
                to_exchange_rate: string | null;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                transfer_date: string;
                memo: string | null;
                /** @description Account the money leaves. */
                from_account_id: string;
                /** @description Display only; accounts are never looked up by code. */
                from_account_code: string | null;
                /** @description Account the money arrives in. */
                to_account_id: string;
                /** @description Display only; accounts are never looked up by code. */
                to_account_code: string | null;
                /** @enum {string} */
                status: "draft" | "approved" | "void";
                /**
                 * Format: date-time
                 * @example 2026-01-31T12:00:00Z
                 */
                approved_at: string | null;
                /** @description Who approved the transfer. */
                approved_by: string | null;
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        BankTransferCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            transfer_number?: string | null;
            /**
             * @description Amount that leaves the from-account, in `currency`.
             * @example 1250.00
             */
            amount: string;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency: string;
            /**
             * @description D17: amount that arrives in the to-account, in `to_currency`, when the two accounts are in different currencies.
             * @example 1250.00
             */
            to_amount?: string | null;
            /** @description D17: currency of the to-account when it differs from `currency` (then `to_amount` is required). */
            to_currency?: string | null;
            /**
             * @description D17: base-currency units per unit of `to_currency`; the rate on file for the transfer's date when absent.
             * @example 1.0834
             */
            to_exchange_rate?: string | null;
            /**
             * Format: date
             * @example 2026-01-31
             */
            transfer_date: string;
            memo?: string | null;
            /** @description Account the money leaves. */
            from_account_id: string;
            /** @description Display only; accounts are never looked up by code. */
            from_account_code?: string | null;
            /** @description Account the money arrives in. */
            to_account_id: string;
            /** @description Display only; accounts are never looked up by code. */
            to_account_code?: string | null;
            /** @enum {string} */
            status: "draft" | "approved" | "void";
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            approved_at?: string | null;
            /** @description Who approved the transfer. */
            approved_by?: string | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "bank_transfer";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        BankTransferUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Business entity for multi-entity accounting; blank when not used. */
            subsidiary_id?: string | null;
            transfer_number?: string | null;
            /**
             * @description Amount that leaves the from-account, in `currency`.
             * @example 1250.00
             */
            amount?: string;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string;
            /**
             * @description D17: amount that arrives in the to-account, in `to_currency`, when the two accounts are in different currencies.
             * @example 1250.00
             */
            to_amount?: string | null;
            /** @description D17: currency of the to-account when it differs from `currency` (then `to_amount` is required). */
            to_currency?: string | null;
            /**
             * @description D17: base-currency units per unit of `to_currency`; the rate on file for the transfer's date when absent.
             * @example 1.0834
             */
            to_exchange_rate?: string | null;
            /**
             * Format: date
             * @example 2026-01-31
             */
            transfer_date?: string;
            memo?: string | null;
            /** @description Account the money leaves. */
            from_account_id?: string;
            /** @description Display only; accounts are never looked up by code. */
            from_account_code?: string | null;
            /** @description Account the money arrives in. */
            to_account_id?: string;
            /** @description Display only; accounts are never looked up by code. */
            to_account_code?: string | null;
            /** @enum {string} */
            status?: "draft" | "approved" | "void";
            /**
             * Format: date-time
             * @example 2026-01-31T12:00:00Z
             */
            approved_at?: string | null;
            /** @description Who approved the transfer. */
            approved_by?: string | null;
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "bank_transfer";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        BankTransferList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["BankTransfer"][];
            pagination: components["schemas"]["Pagination"];
        };
        BankTransferDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "bank_transfer";
        };
        JournalEntry: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "journal_entry";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description Entry number on the source document. */
                entry_number: string | null;
                /**
                 * Format: date
                 * @description Date of the entry.
                 * @example 2026-01-31
                 */
                entry_date: string;
                /**
                 * Format: date
                 * @description Date on the source document.
                 * @example 2026-01-31
                 */
                document_date: string | null;
                /**
                 * Format: date
                 * @description Accounting effective date; defaults to `document_date`.
                 * @example 2026-01-31
                 */
                effective_date: string | null;
                /** @description Accounting period the entry posts to, for example `2026-01`. */
                posting_period: string | null;
                /** @enum {string} */
                status: "draft" | "posted" | "pending_reversal" | "reversed" | "superseded";
                /** @enum {string} */
                approval_status: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                memo: string | null;
                /** @description The journal entry this entry reverses. */
                reverses_entry_id: string | null;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency: string | null;
                /** @description Journal lines, at most 1,000; required (an empty array is allowed while a draft). */
                lines: {
                    /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                    line_number?: number | null;
                    /** @description Provider-native line reference, matching the same line across versions. */
                    line_ref?: string | null;
                    /** @description General ledger account of the line. */
                    account_id: string;
                    /** @description Display only; the line posts to `account_id`. */
                    account_code?: string | null;
                    /** @example 1250.00 */
                    debit_amount?: string | null;
                    /** @example 1250.00 */
                    credit_amount?: string | null;
                    description?: string | null;
                    /** @description Opaque reference to a class of the source system. */
                    class_id?: string | null;
                    /** @description Opaque reference to a location of the source system. */
                    location_id?: string | null;
                    dimensions?: {
                        [key: string]: unknown;
                    } | null;
                    metadata?: {
                        [key: string]: unknown;
                    } | null;
                }[];
                /** @description Reporting dimensions (class, department, …). */
                dimensions: {
                    [key: string]: unknown;
                };
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /**
                 * Format: date
                 * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
                 * @example 2026-01-31
                 */
                void_date: string | null;
                /**
                 * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
                 * @example 1.0834
                 */
                exchange_rate: string | null;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        JournalEntryCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Entry number on the source document. */
            entry_number?: string | null;
            /**
             * Format: date
             * @description Date of the entry.
             * @example 2026-01-31
             */
            entry_date: string;
            /**
             * Format: date
             * @description Date on the source document.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /** @description Accounting period the entry posts to, for example `2026-01`. */
            posting_period?: string | null;
            /** @enum {string} */
            status: "draft" | "posted" | "pending_reversal" | "reversed" | "superseded";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            memo?: string | null;
            /** @description The journal entry this entry reverses. */
            reverses_entry_id?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string | null;
            /** @description Journal lines, at most 1,000; required (an empty array is allowed while a draft). */
            lines: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description General ledger account of the line. */
                account_id: string;
                /** @description Display only; the line posts to `account_id`. */
                account_code?: string | null;
                /** @example 1250.00 */
                debit_amount?: string | null;
                /** @example 1250.00 */
                credit_amount?: string | null;
                description?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            }[];
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "journal_entry";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        JournalEntryUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description Entry number on the source document. */
            entry_number?: string | null;
            /**
             * Format: date
             * @description Date of the entry.
             * @example 2026-01-31
             */
            entry_date?: string;
            /**
             * Format: date
             * @description Date on the source document.
             * @example 2026-01-31
             */
            document_date?: string | null;
            /**
             * Format: date
             * @description Accounting effective date; defaults to `document_date`.
             * @example 2026-01-31
             */
            effective_date?: string | null;
            /** @description Accounting period the entry posts to, for example `2026-01`. */
            posting_period?: string | null;
            /** @enum {string} */
            status?: "draft" | "posted" | "pending_reversal" | "reversed" | "superseded";
            /** @enum {string|null} */
            approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | null;
            memo?: string | null;
            /** @description The journal entry this entry reverses. */
            reverses_entry_id?: string | null;
            /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
            currency?: string | null;
            /** @description Journal lines, at most 1,000; required (an empty array is allowed while a draft). */
            lines?: {
                /** @description One-based display order; numbered 1..n when left out. Not a stable identity. */
                line_number?: number | null;
                /** @description Provider-native line reference, matching the same line across versions. */
                line_ref?: string | null;
                /** @description General ledger account of the line. */
                account_id: string;
                /** @description Display only; the line posts to `account_id`. */
                account_code?: string | null;
                /** @example 1250.00 */
                debit_amount?: string | null;
                /** @example 1250.00 */
                credit_amount?: string | null;
                description?: string | null;
                /** @description Opaque reference to a class of the source system. */
                class_id?: string | null;
                /** @description Opaque reference to a location of the source system. */
                location_id?: string | null;
                dimensions?: {
                    [key: string]: unknown;
                } | null;
                metadata?: {
                    [key: string]: unknown;
                } | null;
            }[];
            /** @description Reporting dimensions (class, department, …). */
            dimensions?: {
                [key: string]: unknown;
            } | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * Format: date
             * @description When the document is voided: the date its reversal posts on (D18), on or after the document's date and after the company's lock date. The document's own date when absent. Given only with a void.
             * @example 2026-01-31
             */
            void_date?: string | null;
            /**
             * @description Base-currency units per one unit of the document's `currency` (D17): positive, at most 10 decimal places. A foreign document that gives none takes the rate of `/v1/exchange_rates` on or before its date when it posts (written here then); it cannot post without one. Ignored for a document in the base currency (valued at 1).
             * @example 1.0834
             */
            exchange_rate?: string | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "journal_entry";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        JournalEntryList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["JournalEntry"][];
            pagination: components["schemas"]["Pagination"];
        };
        JournalEntryDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "journal_entry";
        };
        BankStatement: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "bank_statement";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string | null;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description The bank or card account the statement is of. */
                account_id: string;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                start_date: string | null;
                /**
                 * Format: date
                 * @example 2026-01-31
                 */
                end_date: string | null;
                /**
                 * @description The balance the statement opens with, as the bank states it.
                 * @example 1250.00
                 */
                starting_balance: string | null;
                /**
                 * @description The balance the statement closes with, as the bank states it.
                 * @example 1250.00
                 */
                ending_balance: string | null;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        BankStatementList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["BankStatement"][];
            pagination: components["schemas"]["Pagination"];
        };
        BankLine: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "bank_line";
            data: {
                /** Format: uuid */
                readonly id: string;
                /** @description Stable external record ID from the source system; part of the identity. */
                source_id: string;
                /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
                source_system: string;
                /** @description Tenant connection (external account, store or integration instance) scoping the record. */
                connection_id: string | null;
                /** @description The bank, cash or card account (an asset or liability account) the line is on. */
                account_id: string;
                /**
                 * Format: date
                 * @description When the bank posted it.
                 * @example 2026-01-31
                 */
                posted_date: string;
                /**
                 * @description Signed, in the account's currency: positive money in (a deposit, a card refund), negative money out (a check, a card purchase).
                 * @example 1250.00
                 */
                amount: string;
                /** @description The text the bank shows. */
                description: string | null;
                payee: string | null;
                /** @description The bank’s reference for the movement. */
                reference: string | null;
                check_number: string | null;
                /** @description The bank’s own id for the line (OFX FITID). */
                fitid: string | null;
                /** @description The bank statement it was imported with, if any. */
                statement_id: string | null;
                /**
                 * @description `unmatched`; `matched` to the ledger entries in `matched_entry_ids` (those are cleared); `excluded`: not a bank movement (a duplicate the bank sent). Set by match, unmatch, categorize, exclude and include.
                 * @enum {string}
                 */
                readonly status: "unmatched" | "matched" | "excluded";
                /** @description The ledger entries (journal lines on `account_id`) the line is matched to. */
                readonly matched_entry_ids: string[];
                /** @description The document categorizing made for the line, else null. */
                readonly document: {
                    /** @description Its `object`: `expense`, `sales_receipt` or `bank_transfer`. */
                    type?: string | null;
                    /**
                     * Format: uuid
                     * @description The document’s id.
                     */
                    id?: string | null;
                } | null;
                /** @description Free-form key/value pairs; at most 50 keys. */
                metadata: {
                    [key: string]: unknown;
                };
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        BankLineCreate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description The bank, cash or card account (an asset or liability account) the line is on. */
            account_id: string;
            /**
             * Format: date
             * @description When the bank posted it.
             * @example 2026-01-31
             */
            posted_date: string;
            /**
             * @description Signed, in the account's currency: positive money in (a deposit, a card refund), negative money out (a check, a card purchase).
             * @example 1250.00
             */
            amount: string;
            /** @description The text the bank shows. */
            description?: string | null;
            payee?: string | null;
            /** @description The bank’s reference for the movement. */
            reference?: string | null;
            check_number?: string | null;
            /** @description The bank’s own id for the line (OFX FITID). */
            fitid?: string | null;
            /** @description The bank statement it was imported with, if any. */
            statement_id?: string | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly status?: "unmatched" | "matched" | "excluded";
            /** @description Read-only; ignored when sent. */
            readonly matched_entry_ids?: string[];
            /** @description Read-only; ignored when sent. */
            readonly document?: {
                /** @description Its `object`: `expense`, `sales_receipt` or `bank_transfer`. */
                type?: string | null;
                /**
                 * Format: uuid
                 * @description The document’s id.
                 */
                id?: string | null;
            } | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "bank_line";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        BankLineUpdate: {
            /** @description Stable external record ID from the source system; part of the identity. */
            source_id?: string;
            /** @description Connector or provider that supplied the record, for example `csv_upload` or `manual`. */
            source_system?: string;
            /** @description Tenant connection (external account, store or integration instance) scoping the record. */
            connection_id?: string | null;
            /** @description The bank, cash or card account (an asset or liability account) the line is on. */
            account_id?: string;
            /**
             * Format: date
             * @description When the bank posted it.
             * @example 2026-01-31
             */
            posted_date?: string;
            /**
             * @description Signed, in the account's currency: positive money in (a deposit, a card refund), negative money out (a check, a card purchase).
             * @example 1250.00
             */
            amount?: string;
            /** @description The text the bank shows. */
            description?: string | null;
            payee?: string | null;
            /** @description The bank’s reference for the movement. */
            reference?: string | null;
            check_number?: string | null;
            /** @description The bank’s own id for the line (OFX FITID). */
            fitid?: string | null;
            /** @description The bank statement it was imported with, if any. */
            statement_id?: string | null;
            /** @description Free-form key/value pairs; at most 50 keys. */
            metadata?: {
                [key: string]: unknown;
            } | null;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly status?: "unmatched" | "matched" | "excluded";
            /** @description Read-only; ignored when sent. */
            readonly matched_entry_ids?: string[];
            /** @description Read-only; ignored when sent. */
            readonly document?: {
                /** @description Its `object`: `expense`, `sales_receipt` or `bank_transfer`. */
                type?: string | null;
                /**
                 * Format: uuid
                 * @description The document’s id.
                 */
                id?: string | null;
            } | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "bank_line";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        BankLineList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["BankLine"][];
            pagination: components["schemas"]["Pagination"];
        };
        BankLineDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "bank_line";
        };
        BankRule: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "bank_rule";
            data: {
                /** Format: uuid */
                readonly id: string;
                name: string;
                /** @description The bank or card account whose lines it applies to; null: every account. */
                account_id: string | null;
                /** @description Lower runs first; ties by creation. */
                priority: number;
                /** @description Every condition given must hold; none (or null): every line. */
                conditions: {
                    /** @description Case-insensitive: the line's description contains it. */
                    description_contains?: string | null;
                    /** @description Case-insensitive: the line's payee contains it. */
                    payee_contains?: string | null;
                    /**
                     * @description The line's absolute amount is at least this.
                     * @example 1250.00
                     */
                    amount_min?: string | null;
                    /**
                     * @description The line's absolute amount is at most this.
                     * @example 1250.00
                     */
                    amount_max?: string | null;
                    /**
                     * @description `in`: money in (a positive amount); `out`: money out.
                     * @enum {string|null}
                     */
                    direction?: "in" | "out" | null;
                } | null;
                /** @description What it does to a line it fits: `{"categorize": {…}}` or `{"exclude": true}`. */
                action: {
                    /** @description Categorize the line as `POST /v1/bank_lines/{id}/categorize` does with this body. */
                    categorize?: {
                        /** @description The expense account (money out) or income account (money in). */
                        account_id: string;
                        /** @description Money out: the vendor of the expense. */
                        vendor_id?: string | null;
                        /** @description Money in: the customer of the sales receipt. */
                        customer_id?: string | null;
                    } | null;
                    /** @description `true`: exclude the line. */
                    exclude?: boolean | null;
                };
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        BankRuleCreate: {
            name: string;
            /** @description The bank or card account whose lines it applies to; null: every account. */
            account_id?: string | null;
            /** @description Lower runs first; ties by creation. */
            priority?: number | null;
            /** @description Every condition given must hold; none (or null): every line. */
            conditions?: {
                /** @description Case-insensitive: the line's description contains it. */
                description_contains?: string | null;
                /** @description Case-insensitive: the line's payee contains it. */
                payee_contains?: string | null;
                /**
                 * @description The line's absolute amount is at least this.
                 * @example 1250.00
                 */
                amount_min?: string | null;
                /**
                 * @description The line's absolute amount is at most this.
                 * @example 1250.00
                 */
                amount_max?: string | null;
                /**
                 * @description `in`: money in (a positive amount); `out`: money out.
                 * @enum {string|null}
                 */
                direction?: "in" | "out" | null;
            } | null;
            /** @description What it does to a line it fits: `{"categorize": {…}}` or `{"exclude": true}`. */
            action: {
                /** @description Categorize the line as `POST /v1/bank_lines/{id}/categorize` does with this body. */
                categorize?: {
                    /** @description The expense account (money out) or income account (money in). */
                    account_id: string;
                    /** @description Money out: the vendor of the expense. */
                    vendor_id?: string | null;
                    /** @description Money in: the customer of the sales receipt. */
                    customer_id?: string | null;
                } | null;
                /** @description `true`: exclude the line. */
                exclude?: boolean | null;
            };
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "bank_rule";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        BankRuleUpdate: {
            name?: string;
            /** @description The bank or card account whose lines it applies to; null: every account. */
            account_id?: string | null;
            /** @description Lower runs first; ties by creation. */
            priority?: number | null;
            /** @description Every condition given must hold; none (or null): every line. */
            conditions?: {
                /** @description Case-insensitive: the line's description contains it. */
                description_contains?: string | null;
                /** @description Case-insensitive: the line's payee contains it. */
                payee_contains?: string | null;
                /**
                 * @description The line's absolute amount is at least this.
                 * @example 1250.00
                 */
                amount_min?: string | null;
                /**
                 * @description The line's absolute amount is at most this.
                 * @example 1250.00
                 */
                amount_max?: string | null;
                /**
                 * @description `in`: money in (a positive amount); `out`: money out.
                 * @enum {string|null}
                 */
                direction?: "in" | "out" | null;
            } | null;
            /** @description What it does to a line it fits: `{"categorize": {…}}` or `{"exclude": true}`. */
            action?: {
                /** @description Categorize the line as `POST /v1/bank_lines/{id}/categorize` does with this body. */
                categorize?: {
                    /** @description The expense account (money out) or income account (money in). */
                    account_id: string;
                    /** @description Money out: the vendor of the expense. */
                    vendor_id?: string | null;
                    /** @description Money in: the customer of the sales receipt. */
                    customer_id?: string | null;
                } | null;
                /** @description `true`: exclude the line. */
                exclude?: boolean | null;
            };
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "bank_rule";
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
        };
        BankRuleList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["BankRule"][];
            pagination: components["schemas"]["Pagination"];
        };
        BankRuleDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "bank_rule";
        };
        LedgerEntry: {
            id: string;
            /** @enum {string} */
            object: "ledger_entry";
            data: {
                id: string;
                account_id: string;
                /** @description Decimal string. */
                debit_amount: string;
                /** @description Decimal string. */
                credit_amount: string;
                currency: string;
                /** Format: date */
                effective_date: string;
                document_type: string;
                document_id: string;
                reverses_entry_id: string | null;
                memo: string | null;
                /** Format: date-time */
                created_at: string;
                /** @description D17: the debit valued in the company's base currency; null only for a foreign line posted before base amounts existed whose rate is unknown (`npx finrec ledger missing-rates`). */
                base_debit_amount: string | null;
                /** @description D17: the credit in the base currency. */
                base_credit_amount: string | null;
                /** @description Base-currency units per unit of `currency` the line was valued at (1 in the base currency). */
                exchange_rate: string | null;
                /** @description The bank line this line is matched to (it is then cleared); null when unmatched. */
                bank_line_id: string | null;
                /** @description The completed reconciliation that settled this line (it is then reconciled: nothing may reverse it, 409 RECONCILED, until that reconciliation is undone); null otherwise. */
                reconciliation_id: string | null;
                /** @description True when the bank has it: matched to a bank line, ticked in a reconciliation (in progress, or undone and not yet taken over by the next one), or reconciled. */
                cleared: boolean;
            };
        };
        LedgerEntryList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["LedgerEntry"][];
            pagination: components["schemas"]["Pagination"];
        };
        Reconciliation: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "reconciliation";
            data: {
                /** Format: uuid */
                readonly id: string;
                /**
                 * Format: uuid
                 * @description The bank or card account (an asset or a liability).
                 */
                account_id: string;
                /**
                 * Format: date
                 * @description The statement's last day.
                 */
                statement_date: string;
                /**
                 * @description The statement's ending balance. A decimal string in the account's normal sign, as its statement shows it: debit − credit for an asset, credit − debit for a liability (a card's balance owed is positive); at most the currency's minor-unit decimals.
                 * @example 1250.00
                 */
                ending_balance: string;
                /** @description The ending balance of the account's last completed reconciliation when this one was created; 0.00 for the first. */
                readonly beginning_balance: string;
                /** @description The journal lines (ledger entry ids) it ticks, in id order: on creation every cleared line of the account dated on or before `statement_date` and not yet reconciled (matched to a bank line, or given back by an undone reconciliation); then as PATCH ticks and unticks them. Completed: the lines it reconciled. */
                readonly cleared_entry_ids: string[];
                /** @description beginning_balance + the ticked lines, in the account’s normal sign. */
                readonly cleared_balance: string;
                /** @description ending_balance − cleared_balance: it completes only at 0.00. */
                readonly difference: string;
                /**
                 * @description `in_progress` until it is completed (at most one per account); `completed`: its lines are reconciled; `undone`: it was completed, then undone (its lines are cleared again).
                 * @enum {string}
                 */
                readonly status: "in_progress" | "completed" | "undone";
                /** @description The balances' currency: the base currency (each line at its base value), or the account's own `currency` when it is a foreign one (its lines in that currency). */
                readonly currency: string;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                /** Format: date-time */
                readonly completed_at: string | null;
                /** Format: date-time */
                readonly undone_at: string | null;
                readonly version: number;
            };
        };
        ReconciliationCreate: {
            /**
             * Format: uuid
             * @description The bank or card account: an asset or a liability of the company.
             */
            account_id: string;
            /**
             * Format: date
             * @description The statement's last day: after the statement date of the account's last completed reconciliation.
             */
            statement_date: string;
            /**
             * @description The statement's ending balance. A decimal string in the account's normal sign, as its statement shows it: debit − credit for an asset, credit − debit for a liability (a card's balance owed is positive); at most the currency's minor-unit decimals.
             * @example 1250.00
             */
            ending_balance: string;
        };
        ReconciliationUpdate: {
            /**
             * Format: date
             * @description A new statement date (after the last completed reconciliation's); ticked lines dated after it are unticked.
             */
            statement_date?: string;
            /**
             * @description A new ending balance. A decimal string in the account's normal sign, as its statement shows it: debit − credit for an asset, credit − debit for a liability (a card's balance owed is positive); at most the currency's minor-unit decimals.
             * @example 1250.00
             */
            ending_balance?: string;
            /** @description Journal lines to tick as cleared: lines of the account, dated on or before the statement date, not reconciled. A line ticked already stays ticked. */
            add_entry_ids?: string[];
            /** @description Ticked journal lines to untick. */
            remove_entry_ids?: string[];
        };
        ReconciliationList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Reconciliation"][];
            pagination: components["schemas"]["Pagination"];
        };
        ReconciliationReport: {
            /** @enum {string} */
            object: "report";
            /** @enum {string} */
            type: "reconciliation";
            account_id: string;
            /** Format: date */
            as_of: string;
            /** @description The reconciliation asked for; with `account_id` and `as_of`, the account's last completed reconciliation of a statement on or before `as_of` (null when none). */
            reconciliation_id: string | null;
            /** @description The currency of every amount (see Reconciliation.currency). */
            currency: string;
            data: {
                /** @description The statement's ending balance: the reconciliation's; with `account_id` and `as_of`, that of the last completed reconciliation on or before `as_of` (0.00 when none). */
                ending_balance: string;
                /** @description Lines bringing money in, dated by `as_of` and not settled by then (not reconciled by a reconciliation of a statement on or before it, nor ticked in the reconciliation asked for), by date. */
                outstanding_deposits: {
                    /** @description Of every outstanding line of the side, listed or not. */
                    total: string;
                    /** @description How many lines are outstanding on this side. */
                    count: number;
                    /** @description The first `limit` of them, by date (D11: the answer is bounded). */
                    items: {
                        /** @description The journal line (ledger entry id). */
                        entry_id: string;
                        /** Format: date */
                        effective_date: string;
                        /** @description Positive: what it brings in (a deposit) or takes out (a payment). */
                        amount: string;
                        document_type: string;
                        document_id: string;
                        document_number: string | null;
                        memo: string | null;
                    }[];
                };
                /** @description Lines taking money out, likewise. */
                outstanding_payments: {
                    /** @description Of every outstanding line of the side, listed or not. */
                    total: string;
                    /** @description How many lines are outstanding on this side. */
                    count: number;
                    /** @description The first `limit` of them, by date (D11: the answer is bounded). */
                    items: {
                        /** @description The journal line (ledger entry id). */
                        entry_id: string;
                        /** Format: date */
                        effective_date: string;
                        /** @description Positive: what it brings in (a deposit) or takes out (a payment). */
                        amount: string;
                        document_type: string;
                        document_id: string;
                        document_number: string | null;
                        memo: string | null;
                    }[];
                };
                /** @description ending_balance + outstanding_deposits.total − outstanding_payments.total. */
                book_balance: string;
                /** @description The account's balance on the ledger at the end of `as_of`, in its normal sign. */
                ledger_balance: string;
                /** @description book_balance − ledger_balance: 0.00 when the statement and the books agree; for a reconciliation in progress, its difference. */
                difference: string;
            };
        };
        Company: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "company";
            data: {
                /** Format: uuid */
                readonly id: string;
                name: string;
                /** @description ISO 4217 code of the currency the books are kept in; changes only while nothing has posted (409 BASE_CURRENCY_LOCKED). */
                base_currency: string;
                /**
                 * Format: date
                 * @description Nothing posts, reverses or changes in the ledger on or before this date (409 PERIOD_LOCKED); null when no period is locked.
                 */
                lock_date: string | null;
                /** @description The month (1–12) the fiscal year starts in, on its first day: the balance sheet splits earnings into retained (earlier fiscal years) and current (this one). */
                fiscal_year_start_month: number;
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        CompanyUpdate: {
            name?: string;
            /** @description ISO 4217 code of the currency the books are kept in; changes only while nothing has posted (409 BASE_CURRENCY_LOCKED). */
            base_currency?: string;
            /**
             * Format: date
             * @description Nothing posts, reverses or changes in the ledger on or before this date (409 PERIOD_LOCKED); null when no period is locked.
             */
            lock_date?: string | null;
            /** @description The month (1–12) the fiscal year starts in, on its first day: the balance sheet splits earnings into retained (earlier fiscal years) and current (this one). */
            fiscal_year_start_month?: number;
        };
        Event: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "event";
            /** @description `<object>.<action>`: `invoice.created`, `invoice.updated`, `invoice.deleted`, `invoice.approved`, … */
            type: string;
            /** Format: date-time */
            created_at: string;
            data: {
                /** @description The record as the change left it. */
                object: {
                    id: string;
                    object: string;
                    data: {
                        [key: string]: unknown;
                    };
                } & {
                    [key: string]: unknown;
                };
                /** @description On `*.rejected`: the reason given, when one was. */
                reason?: string;
            } & {
                [key: string]: unknown;
            };
        };
        EventList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["Event"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookEndpoint: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "webhook_endpoint";
            data: {
                /** Format: uuid */
                readonly id: string;
                url: string;
                description: string | null;
                event_types: string[];
                /** @enum {string} */
                status: "enabled" | "disabled";
                /**
                 * @description `manual`: disabled by a request; `gone`: the endpoint answered 410; `failing`: every attempt of a delivery failed over its whole retry schedule.
                 * @enum {string|null}
                 */
                readonly disabled_reason: "manual" | "gone" | "failing" | null;
                metadata: {
                    [key: string]: unknown;
                };
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
            };
        };
        WebhookEndpointWithSecret: {
            /** Format: uuid */
            readonly id: string;
            /** @enum {string} */
            readonly object: "webhook_endpoint";
            data: {
                /** Format: uuid */
                readonly id: string;
                url: string;
                description: string | null;
                event_types: string[];
                /** @enum {string} */
                status: "enabled" | "disabled";
                /**
                 * @description `manual`: disabled by a request; `gone`: the endpoint answered 410; `failing`: every attempt of a delivery failed over its whole retry schedule.
                 * @enum {string|null}
                 */
                readonly disabled_reason: "manual" | "gone" | "failing" | null;
                metadata: {
                    [key: string]: unknown;
                };
                /** Format: date-time */
                readonly created_at: string;
                /** Format: date-time */
                readonly updated_at: string;
                readonly version: number;
                /** @description The signing secret (`whsec_` + base64 of 32 bytes). Shown only here: store it. */
                readonly secret: string;
            };
        };
        WebhookEndpointCreate: {
            /** @description An http(s) URL. Private, loopback and link-local addresses are refused unless the service runs with WEBHOOK_ALLOW_PRIVATE=true. */
            url: string;
            /** @description `*` (every event), `<object>.*` or exact types such as `invoice.created`. Default `["*"]`. */
            event_types?: string[];
            description?: string | null;
            /**
             * @description Only enabled endpoints receive events. Default `enabled`.
             * @enum {string}
             */
            status?: "enabled" | "disabled";
            metadata?: Record<string, never> | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string|null}
             */
            readonly disabled_reason?: "manual" | "gone" | "failing" | null;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "webhook_endpoint";
            /** @description Read-only; ignored when sent. */
            readonly secret?: string;
        };
        WebhookEndpointUpdate: {
            /** @description An http(s) URL. Private, loopback and link-local addresses are refused unless the service runs with WEBHOOK_ALLOW_PRIVATE=true. */
            url?: string;
            /** @description `*` (every event), `<object>.*` or exact types such as `invoice.created`. Default `["*"]`. */
            event_types?: string[];
            description?: string | null;
            /**
             * @description Only enabled endpoints receive events. Default `enabled`.
             * @enum {string}
             */
            status?: "enabled" | "disabled";
            metadata?: Record<string, never> | null;
            /**
             * Format: uuid
             * @description Read-only; ignored when sent.
             */
            readonly id?: string;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string|null}
             */
            readonly disabled_reason?: "manual" | "gone" | "failing" | null;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly created_at?: string;
            /**
             * Format: date-time
             * @description Read-only; ignored when sent.
             */
            readonly updated_at?: string;
            /** @description Read-only; ignored when sent. */
            readonly version?: number;
            /**
             * @description Read-only; ignored when sent.
             * @enum {string}
             */
            readonly object?: "webhook_endpoint";
            /** @description Read-only; ignored when sent. */
            readonly secret?: string;
        };
        WebhookEndpointList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["WebhookEndpoint"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookEndpointDeleted: {
            /** @enum {boolean} */
            deleted: true;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
        };
        WebhookDeliveryAttempt: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            object: "webhook_delivery_attempt";
            data: {
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                endpoint_id: string;
                /**
                 * Format: uuid
                 * @description The same for every attempt of one event.
                 */
                delivery_id: string;
                /**
                 * Format: uuid
                 * @description Also the `webhook-id` header sent.
                 */
                event_id: string;
                event_type: string;
                /** @description 1 for the first attempt of a delivery. */
                attempt: number;
                /** @enum {string} */
                status: "succeeded" | "failed";
                /** @description The HTTP status answered; null when none was. */
                status_code: number | null;
                error: string | null;
                duration_ms: number;
                /**
                 * Format: date-time
                 * @description When the next attempt is due after this failure; null when none follows.
                 */
                next_attempt_at: string | null;
                /**
                 * Format: date-time
                 * @description When the attempt started.
                 */
                created_at: string;
            };
        };
        WebhookDeliveryAttemptList: {
            /** @enum {string} */
            object: "list";
            data: components["schemas"]["WebhookDeliveryAttempt"][];
            pagination: components["schemas"]["Pagination"];
        };
        TrialBalanceReport: {
            /** @enum {string} */
            object: "report";
            /** @enum {string} */
            type: "trial_balance";
            /** Format: date */
            as_of: string;
            /** @description The currency of every amount of the report (ISO 4217). */
            currency: string;
            /**
             * @description `base`: every journal line at its value in the base currency (the default); `document`: only the lines posted in `currency`, at their amounts (`?currency=`).
             * @enum {string}
             */
            amounts: "base" | "document";
            data: {
                rows: components["schemas"]["TrialBalanceRow"][];
                /** @description One set of totals, in the report’s currency. */
                totals: components["schemas"]["DebitCreditTotal"][];
            };
        };
        TrialBalanceRow: {
            /** @description D18: the profit of earlier fiscal years is on the row of the account whose `slot` is `retained_earnings`; a company without one gets that row with a null `account_id` (named Retained Earnings). */
            account_id: string | null;
            account_name: string;
            account_type: string;
            /** @description The report’s currency. */
            currency: string;
            /** @description Decimal string. */
            debit: string;
            /** @description Decimal string. */
            credit: string;
        };
        DebitCreditTotal: {
            /** @description The report’s currency. */
            currency: string;
            /** @description Decimal string. */
            debit: string;
            /** @description Decimal string. */
            credit: string;
        };
        BalanceSheetReport: {
            /** @enum {string} */
            object: "report";
            /** @enum {string} */
            type: "balance_sheet";
            /** Format: date */
            as_of: string;
            /** @description The currency of every amount of the report (ISO 4217). */
            currency: string;
            /**
             * @description `base`: every journal line at its value in the base currency (the default); `document`: only the lines posted in `currency`, at their amounts (`?currency=`).
             * @enum {string}
             */
            amounts: "base" | "document";
            data: {
                rows: components["schemas"]["BalanceSheetRow"][];
                /** @description One set of totals, in the report’s currency. */
                totals: components["schemas"]["BalanceSheetTotal"][];
            };
        };
        BalanceSheetRow: {
            account_id: string;
            account_name: string;
            /** @enum {string} */
            account_type: "asset" | "liability" | "equity";
            /** @description The report’s currency. */
            currency: string;
            /** @description Decimal string. */
            balance: string;
        };
        BalanceSheetTotal: {
            /** @description The report’s currency. */
            currency: string;
            /** @description Decimal string. */
            assets: string;
            /** @description Decimal string. */
            liabilities: string;
            /** @description Decimal string. */
            equity: string;
            /** @description D18: revenue less expenses of the fiscal years before the one `as_of` is in. */
            retained_earnings: string;
            /** @description D18: revenue less expenses from the first day of the fiscal year `as_of` is in to `as_of`. */
            current_earnings: string;
            /** @description liabilities + equity + retained_earnings + current_earnings: equals assets. */
            liabilities_and_equity: string;
        };
        ProfitAndLossReport: {
            /** @enum {string} */
            object: "report";
            /** @enum {string} */
            type: "profit_and_loss";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description The currency of every amount of the report (ISO 4217). */
            currency: string;
            /**
             * @description `base`: every journal line at its value in the base currency (the default); `document`: only the lines posted in `currency`, at their amounts (`?currency=`).
             * @enum {string}
             */
            amounts: "base" | "document";
            data: {
                rows: components["schemas"]["ProfitAndLossRow"][];
                /** @description One set of totals, in the report’s currency. */
                totals: components["schemas"]["ProfitAndLossTotal"][];
            };
        };
        ProfitAndLossRow: {
            account_id: string;
            account_name: string;
            /** @enum {string} */
            account_type: "revenue" | "expense";
            /** @description The report’s currency. */
            currency: string;
            /** @description Decimal string. */
            amount: string;
        };
        ProfitAndLossTotal: {
            /** @description The report’s currency. */
            currency: string;
            /** @description Decimal string. */
            revenue: string;
            /** @description Decimal string. */
            expense: string;
            /** @description Decimal string. */
            net_income: string;
        };
        GeneralLedgerReport: {
            /** @description D11: where this page is. Send `next_cursor` as `cursor` for the next page; null on the last. */
            pagination: {
                has_more: boolean;
                limit: number;
                /** @description 1 for the first page; each cursor leads to the next. */
                page: number;
                next_cursor: string | null;
            };
            /** @enum {string} */
            object: "report";
            /** @enum {string} */
            type: "general_ledger";
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @description The currency of every amount of the report (ISO 4217). */
            currency: string;
            /**
             * @description `base`: every journal line at its value in the base currency (the default); `document`: only the lines posted in `currency`, at their amounts (`?currency=`).
             * @enum {string}
             */
            amounts: "base" | "document";
            data: {
                rows: components["schemas"]["GeneralLedgerRow"][];
                /** @description One set of totals, in the report’s currency: of this page’s rows (the pages’ totals add up to the whole report’s). */
                totals: components["schemas"]["DebitCreditTotal"][];
            };
        };
        GeneralLedgerRow: {
            account_id: string;
            account_name: string;
            /** @description The report’s currency. */
            currency: string;
            /** @description Decimal string. */
            opening_balance: string;
            /** @description Decimal string. */
            closing_balance: string;
            entries: components["schemas"]["GeneralLedgerEntry"][];
        };
        GeneralLedgerEntry: {
            id: string;
            account_id: string;
            /** @description Decimal string. */
            debit_amount: string;
            /** @description Decimal string. */
            credit_amount: string;
            currency: string;
            /** Format: date */
            effective_date: string;
            document_type: string;
            document_id: string;
            reverses_entry_id: string | null;
            memo: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description D17: the debit valued in the company's base currency; null only for a foreign line posted before base amounts existed whose rate is unknown (`npx finrec ledger missing-rates`). */
            base_debit_amount: string | null;
            /** @description D17: the credit in the base currency. */
            base_credit_amount: string | null;
            /** @description Base-currency units per unit of `currency` the line was valued at (1 in the base currency). */
            exchange_rate: string | null;
            /** @description The account's balance (debit positive) after this line: of base amounts in the base currency, of amounts with `?currency=`. */
            balance: string;
        };
        ArAgingReport: {
            /** @description D11: where this page is. Send `next_cursor` as `cursor` for the next page; null on the last. */
            pagination: {
                has_more: boolean;
                limit: number;
                /** @description 1 for the first page; each cursor leads to the next. */
                page: number;
                next_cursor: string | null;
            };
            /** @enum {string} */
            object: "report";
            /** @enum {string} */
            type: "ar_aging";
            /** Format: date */
            as_of: string;
            /** @description The currency of every amount of the report (ISO 4217). */
            currency: string;
            /**
             * @description `base`: every journal line at its value in the base currency (the default); `document`: only the lines posted in `currency`, at their amounts (`?currency=`).
             * @enum {string}
             */
            amounts: "base" | "document";
            data: {
                rows: components["schemas"]["ArAgingRow"][];
                /** @description One set of totals, in the report’s currency: of this page’s rows (the pages’ totals add up to the whole report’s). */
                totals: components["schemas"]["AgingTotal"][];
            };
        };
        ArAgingRow: {
            customer_id: string | null;
            /** @description The report’s currency. */
            currency: string;
            /** @description Not yet due (and unapplied payments and credits, negative). */
            current: string;
            /** @description Decimal string. */
            days_1_30: string;
            /** @description Decimal string. */
            days_31_60: string;
            /** @description Decimal string. */
            days_61_90: string;
            /** @description Decimal string. */
            days_over_90: string;
            /** @description Decimal string. */
            total: string;
        };
        AgingTotal: {
            /** @description The report’s currency. */
            currency: string;
            /** @description Not yet due (and unapplied payments and credits, negative). */
            current: string;
            /** @description Decimal string. */
            days_1_30: string;
            /** @description Decimal string. */
            days_31_60: string;
            /** @description Decimal string. */
            days_61_90: string;
            /** @description Decimal string. */
            days_over_90: string;
            /** @description Decimal string. */
            total: string;
        };
        ApAgingReport: {
            /** @description D11: where this page is. Send `next_cursor` as `cursor` for the next page; null on the last. */
            pagination: {
                has_more: boolean;
                limit: number;
                /** @description 1 for the first page; each cursor leads to the next. */
                page: number;
                next_cursor: string | null;
            };
            /** @enum {string} */
            object: "report";
            /** @enum {string} */
            type: "ap_aging";
            /** Format: date */
            as_of: string;
            /** @description The currency of every amount of the report (ISO 4217). */
            currency: string;
            /**
             * @description `base`: every journal line at its value in the base currency (the default); `document`: only the lines posted in `currency`, at their amounts (`?currency=`).
             * @enum {string}
             */
            amounts: "base" | "document";
            data: {
                rows: components["schemas"]["ApAgingRow"][];
                /** @description One set of totals, in the report’s currency: of this page’s rows (the pages’ totals add up to the whole report’s). */
                totals: components["schemas"]["AgingTotal"][];
            };
        };
        ApAgingRow: {
            vendor_id: string | null;
            /** @description The report’s currency. */
            currency: string;
            /** @description Not yet due (and unapplied payments and credits, negative). */
            current: string;
            /** @description Decimal string. */
            days_1_30: string;
            /** @description Decimal string. */
            days_31_60: string;
            /** @description Decimal string. */
            days_61_90: string;
            /** @description Decimal string. */
            days_over_90: string;
            /** @description Decimal string. */
            total: string;
        };
        FxRevaluationReport: {
            /** @enum {string} */
            object: "report";
            /** @enum {string} */
            type: "fx_revaluation";
            /** Format: date */
            as_of: string;
            /** @description The currency of every amount of the report (ISO 4217). */
            currency: string;
            /**
             * @description `base`: every journal line at its value in the base currency (the default); `document`: only the lines posted in `currency`, at their amounts (`?currency=`).
             * @enum {string}
             */
            amounts: "base" | "document";
            data: {
                rows: components["schemas"]["FxRevaluationRow"][];
                /** @description One set of totals, in the report’s currency. */
                totals: components["schemas"]["FxRevaluationTotal"][];
            };
        };
        FxRevaluationRow: {
            account_id: string;
            account_name: string;
            /** @enum {string} */
            account_type: "asset" | "liability";
            /** @description The foreign currency the account holds. */
            currency: string;
            /** @description What the account holds in `currency` as of the day, on its normal side (a payable is positive). */
            balance: string;
            /** @description Its value on the books, in the base currency (same side). */
            booked_base: string;
            /** @description Base-currency units per unit of `currency` it is revalued at. */
            rate: string;
            /**
             * @description The `rates[XXX]` parameter, or the latest rate of /v1/exchange_rates on or before `as_of`.
             * @enum {string}
             */
            rate_source: "parameter" | "exchange_rates";
            /**
             * Format: date
             * @description The rate on file’s effective date.
             */
            rate_effective_date: string | null;
            /** @description balance × rate, rounded half away from zero to the base currency's minor unit. */
            revalued_base: string;
            /** @description Assets: revalued_base − booked_base; liabilities: booked_base − revalued_base. Positive is a gain. */
            unrealized_gain_loss: string;
        };
        FxRevaluationTotal: {
            /** @description The base currency. */
            currency: string;
            /** @description Assets less liabilities, as booked. */
            booked_base: string;
            /** @description Assets less liabilities, revalued. */
            revalued_base: string;
            /** @description Decimal string. */
            unrealized_gain_loss: string;
        };
        /** @description The envelope of every error answer (D10). */
        Error: {
            /** @enum {string} */
            status: "error";
            /**
             * @description Machine-readable code: when each happens and what to do is in docs/errors.md.
             * @enum {string}
             */
            code: "MALFORMED_JSON" | "BAD_REQUEST" | "MALFORMED_HEADER" | "UNAUTHORIZED" | "AUTH_SCHEME_UNSUPPORTED" | "TOKEN_MALFORMED" | "TOKEN_UNKNOWN" | "TOKEN_REVOKED" | "TOKEN_EXPIRED" | "INSUFFICIENT_SCOPE" | "NOT_FOUND" | "METHOD_NOT_ALLOWED" | "INVALID_STATE_TRANSITION" | "RECORD_IN_USE" | "DOCUMENT_POSTED" | "DUPLICATE_SOURCE_IDENTITY" | "IDEMPOTENCY_KEY_IN_USE" | "PERIOD_LOCKED" | "BASE_CURRENCY_LOCKED" | "ALREADY_DEPOSITED" | "ALREADY_MATCHED" | "RECONCILED" | "RECONCILIATION_IN_PROGRESS" | "OUT_OF_BALANCE" | "PRECONDITION_FAILED" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "HEADERS_TOO_LARGE" | "VALIDATION_ERROR" | "INVALID_REFERENCE" | "UNBALANCED_DOCUMENT" | "IDEMPOTENCY_KEY_REUSED" | "RATE_LIMITED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
            message: string;
            errors?: {
                field: string;
                code: string;
                message: string;
            }[];
            /** @description POST /v1/batch with `atomic`: the operation (from 0) that failed, so nothing was stored. */
            failed_operation?: number;
            request_id: string;
        };
        Pagination: {
            has_more: boolean;
            limit: number;
            page: number;
            total_count: number;
            /** @description Pass as `cursor` to get the next page in constant time; null on the last page. */
            next_cursor?: string | null;
        };
    };
    responses: {
        /** @description The server is shutting down and takes no new requests (SERVICE_UNAVAILABLE); retry after Retry-After, on a new connection */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Malformed JSON, or a body that is not UTF-8 (`MALFORMED_JSON`); an `If-Match` that is no quoted ETag (`MALFORMED_HEADER`) */
        BadRequest: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No usable token; `code` says why: `UNAUTHORIZED` (no Authorization header), `AUTH_SCHEME_UNSUPPORTED` (a scheme other than Bearer), `TOKEN_MALFORMED` (not an API key: its prefix, length, characters or checksum), `TOKEN_UNKNOWN` (never issued here), `TOKEN_REVOKED`, `TOKEN_EXPIRED`. The message never quotes the token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The token lacks the scope this request needs */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Body over 1 MiB */
        PayloadTooLarge: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Body is not JSON, or declares a charset other than UTF-8 */
        UnsupportedMediaType: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Validation error */
        ValidationError: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Rate limited: the token's bucket is empty (RATE_LIMITED). Nothing was processed. */
        RateLimited: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflict with the records as they are, the code says which (DUPLICATE_SOURCE_IDENTITY, RECORD_IN_USE, DOCUMENT_POSTED, INVALID_STATE_TRANSITION, PERIOD_LOCKED, …); IDEMPOTENCY_KEY_IN_USE while the first request with the same Idempotency-Key is still running */
        Conflict: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description If-Match is stale */
        PreconditionFailed: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Validation error */
        ValidationErrorOnWrite: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record in this company */
        NotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record in this company */
        NotFoundOnWrite: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description INVALID_STATE_TRANSITION when the record is not in a state this action starts from (the message names the action that would get there); another conflict code (PERIOD_LOCKED, …) when the change it makes is refused; IDEMPOTENCY_KEY_IN_USE while the first request with the same Idempotency-Key is still running */
        InvalidStateTransition: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description RECONCILIATION_IN_PROGRESS (the account has one in progress), OUT_OF_BALANCE (complete: the difference is not 0.00; the message names it), INVALID_STATE_TRANSITION (not in a status this starts from; undo: not the latest completed), IDEMPOTENCY_KEY_IN_USE */
        ReconciliationConflict: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such event in this company */
        EventNotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such webhook endpoint in this company */
        WebhookEndpointNotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such webhook endpoint in this company */
        WebhookEndpointNotFoundOnWrite: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The file is over 5 MiB */
        FileTooLarge: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The Content-Type is none of text/csv, application/x-ofx, application/xml, or declares a charset other than UTF-8 or a Latin one */
        NotABankFile: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Seconds to wait before retrying: sent with 429 RATE_LIMITED, 503 SERVICE_UNAVAILABLE and 409 IDEMPOTENCY_KEY_IN_USE. */
        "Retry-After": number;
        /** @description The token's bucket size: the most requests at once */
        "RateLimit-Limit": number;
        /** @description Requests the token can still make right now */
        "RateLimit-Remaining": number;
        /** @description Seconds until the bucket is full again */
        "RateLimit-Reset": number;
        /** @description Present when this is the stored answer to an earlier request with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getMetrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Prometheus text exposition format 0.0.4 */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Collecting the metrics failed (INTERNAL_ERROR) */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getIndex: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Links to the API reference, the OpenAPI document, the dashboard: JSON, or an HTML page when the client prefers HTML (a browser) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "index";
                        name: string;
                        version: string;
                        links: {
                            docs: string;
                            openapi: string;
                            dashboard: string;
                            health: string;
                        };
                    };
                    "text/html": string;
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is up */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answers: the instance can take traffic */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        status: string;
                    };
                };
            };
            /** @description The database does not answer (SERVICE_UNAVAILABLE), or: the server is shutting down and takes no new requests (with Retry-After) */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listCustomers: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "name" | "-name" | "email" | "-email" | "credit_limit" | "-credit_limit";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                name?: string;
                email?: string;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency?: string;
                entity_type?: "individual" | "company";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of customers */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreate"];
            };
        };
        responses: {
            /** @description Updated: a customer with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            /** @description Created: the new customer */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdate"];
            };
        };
        responses: {
            /** @description Updated: the customer as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteCustomer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the customer is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listItems: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "name" | "-name" | "sku" | "-sku" | "unit_price" | "-unit_price" | "purchase_cost" | "-purchase_cost" | "quantity_on_hand" | "-quantity_on_hand";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                product_id?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                name?: string;
                /** @description Stock keeping unit. */
                sku?: string;
                active?: boolean;
                /** @description Whether the item is a good or a service. */
                type?: "good" | "service";
                is_sold?: boolean;
                is_purchased?: boolean;
                /**
                 * @description Sales price of one unit.
                 * @example 1250.00
                 */
                unit_price_from?: string;
                /**
                 * @description Sales price of one unit.
                 * @example 1250.00
                 */
                unit_price_to?: string;
                revenue_account_id?: string;
                expense_account_id?: string;
                asset_account_id?: string;
                cogs_account_id?: string;
                /** @description Opaque reference to a vendor of the source system. */
                preferred_vendor_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of items */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemCreate"];
            };
        };
        responses: {
            /** @description Updated: a item with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Item"];
                };
            };
            /** @description Created: the new item */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Item"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Item"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ItemUpdate"];
            };
        };
        responses: {
            /** @description Updated: the item as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Item"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteItem: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the item is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ItemDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listAccounts: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "name" | "-name" | "code" | "-code" | "type" | "-type";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                name?: string;
                type?: "asset" | "liability" | "equity" | "revenue" | "expense";
                sub_type?: string;
                /** @description System account role (accounts_receivable, …) when set by finrec. */
                slot?: string;
                parent_account_id?: string;
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency?: string;
                active?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountCreate"];
            };
        };
        responses: {
            /** @description Updated: a account with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Created: the new account */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountUpdate"];
            };
        };
        responses: {
            /** @description Updated: the account as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listExchangeRates: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "currency" | "-currency" | "rate" | "-rate" | "effective_date" | "-effective_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                /** @description The foreign currency (ISO 4217); never the base currency. */
                currency?: string;
                /**
                 * @description The first day the rate applies to; it applies until the next rate of the currency.
                 * @example 2026-01-31
                 */
                effective_date_from?: string;
                /**
                 * @description The first day the rate applies to; it applies until the next rate of the currency.
                 * @example 2026-01-31
                 */
                effective_date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of exchange rates */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createExchangeRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeRateCreate"];
            };
        };
        responses: {
            /** @description Updated: a exchange rate with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRate"];
                };
            };
            /** @description Created: the new exchange rate */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getExchangeRate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The exchange rate */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateExchangeRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExchangeRateUpdate"];
            };
        };
        responses: {
            /** @description Updated: the exchange rate as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRate"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteExchangeRate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the exchange rate is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExchangeRateDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listQuotes: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "document_number" | "-document_number" | "total_amount" | "-total_amount" | "issued_at" | "-issued_at" | "expires_at" | "-expires_at";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                document_number?: string;
                customer_id?: string;
                status?: "draft" | "sent" | "accepted" | "declined" | "expired" | "converted" | "void";
                approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency?: string;
                /** @example 1250.00 */
                total_amount_from?: string;
                /** @example 1250.00 */
                total_amount_to?: string;
                /**
                 * @description When the quote was issued.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at_from?: string;
                /**
                 * @description When the quote was issued.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at_to?: string;
                /**
                 * @description When the offer lapses.
                 * @example 2026-01-31T12:00:00Z
                 */
                expires_at_from?: string;
                /**
                 * @description When the offer lapses.
                 * @example 2026-01-31T12:00:00Z
                 */
                expires_at_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of quotes */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteCreate"];
            };
        };
        responses: {
            /** @description Updated: a quote with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            /** @description Created: the new quote */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getQuote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The quote */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuoteUpdate"];
            };
        };
        responses: {
            /** @description Updated: the quote as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Quote"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteQuote: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the quote is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuoteDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listSalesOrders: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "document_number" | "-document_number" | "total_amount" | "-total_amount" | "issued_at" | "-issued_at" | "term_start_date" | "-term_start_date" | "term_end_date" | "-term_end_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                document_number?: string;
                order_type?: string;
                status?: "draft" | "open" | "partially_fulfilled" | "fulfilled" | "partially_invoiced" | "invoiced" | "closed" | "canceled" | "void";
                approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency?: string;
                /** @example 1250.00 */
                total_amount_from?: string;
                /** @example 1250.00 */
                total_amount_to?: string;
                /**
                 * @description When the order was placed.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at_from?: string;
                /**
                 * @description When the order was placed.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at_to?: string;
                customer_id?: string;
                /** @description Opaque reference to a subscription of the source system. */
                subscription_id?: string;
                parent_order_id?: string;
                /** @example 2026-01-31 */
                term_start_date_from?: string;
                /** @example 2026-01-31 */
                term_start_date_to?: string;
                /** @example 2026-01-31 */
                term_end_date_from?: string;
                /** @example 2026-01-31 */
                term_end_date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sales orders */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createSalesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesOrderCreate"];
            };
        };
        responses: {
            /** @description Updated: a sales order with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrder"];
                };
            };
            /** @description Created: the new sales order */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getSalesOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sales order */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateSalesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesOrderUpdate"];
            };
        };
        responses: {
            /** @description Updated: the sales order as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteSalesOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the sales order is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesOrderDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listInvoices: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "document_number" | "-document_number" | "total_amount" | "-total_amount" | "document_date" | "-document_date" | "due_at" | "-due_at";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                /**
                 * @description Invoice total, tax and discounts included.
                 * @example 1250.00
                 */
                total_amount_from?: string;
                /**
                 * @description Invoice total, tax and discounts included.
                 * @example 1250.00
                 */
                total_amount_to?: string;
                /** @description Payment status. Optional on create; a new invoice starts `draft` when none is given (imports may send their own). It becomes `open` when the invoice is approved (posts), then `partially_paid`/`paid` follow the payments applied to it; `void` with the void action. */
                status?: "draft" | "open" | "partially_paid" | "paid" | "overdue" | "uncollectible" | "void";
                approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /**
                 * @description Date on the invoice; derived from the UTC date of `issued_at` when omitted.
                 * @example 2026-01-31
                 */
                document_date_from?: string;
                /**
                 * @description Date on the invoice; derived from the UTC date of `issued_at` when omitted.
                 * @example 2026-01-31
                 */
                document_date_to?: string;
                /**
                 * @description When payment is due.
                 * @example 2026-01-31T12:00:00Z
                 */
                due_at_from?: string;
                /**
                 * @description When payment is due.
                 * @example 2026-01-31T12:00:00Z
                 */
                due_at_to?: string;
                customer_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of invoices */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceCreate"];
            };
        };
        responses: {
            /** @description Updated: a invoice with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            /** @description Created: the new invoice */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invoice */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvoiceUpdate"];
            };
        };
        responses: {
            /** @description Updated: the invoice as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the invoice is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvoiceDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listSalesReceipts: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "document_number" | "-document_number" | "total_amount" | "-total_amount" | "document_date" | "-document_date" | "receipt_date" | "-receipt_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                customer_id?: string;
                status?: "draft" | "completed" | "void";
                approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @example 1250.00 */
                total_amount_from?: string;
                /** @example 1250.00 */
                total_amount_to?: string;
                /**
                 * @description Date on the receipt.
                 * @example 2026-01-31
                 */
                document_date_from?: string;
                /**
                 * @description Date on the receipt.
                 * @example 2026-01-31
                 */
                document_date_to?: string;
                /**
                 * @description Date the payment was received.
                 * @example 2026-01-31
                 */
                receipt_date_from?: string;
                /**
                 * @description Date the payment was received.
                 * @example 2026-01-31
                 */
                receipt_date_to?: string;
                revenue_account_id?: string;
                deposit_to_account_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of sales receipts */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReceiptList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createSalesReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesReceiptCreate"];
            };
        };
        responses: {
            /** @description Updated: a sales receipt with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReceipt"];
                };
            };
            /** @description Created: the new sales receipt */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getSalesReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sales receipt */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateSalesReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SalesReceiptUpdate"];
            };
        };
        responses: {
            /** @description Updated: the sales receipt as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteSalesReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the sales receipt is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReceiptDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listCreditMemos: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "document_number" | "-document_number" | "total_amount" | "-total_amount" | "document_date" | "-document_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                /** @description How much of the credit has been applied (D16): follows its allocations once it is approved — open, partially_applied, applied; void when voided. */
                status?: "open" | "partially_applied" | "applied" | "void";
                approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @example 1250.00 */
                total_amount_from?: string;
                /** @example 1250.00 */
                total_amount_to?: string;
                /**
                 * @description Date on the credit memo; derived from the UTC date of `issued_at` when omitted.
                 * @example 2026-01-31
                 */
                document_date_from?: string;
                /**
                 * @description Date on the credit memo; derived from the UTC date of `issued_at` when omitted.
                 * @example 2026-01-31
                 */
                document_date_to?: string;
                customer_id?: string;
                invoice_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of credit memos */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditMemoCreate"];
            };
        };
        responses: {
            /** @description Updated: a credit memo with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            /** @description Created: the new credit memo */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getCreditMemo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The credit memo */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreditMemoUpdate"];
            };
        };
        responses: {
            /** @description Updated: the credit memo as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the credit memo is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemoDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listRefundReceipts: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "document_number" | "-document_number" | "total_amount" | "-total_amount" | "document_date" | "-document_date" | "refund_date" | "-refund_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                status?: "draft" | "pending" | "completed" | "failed" | "void";
                /** @example 1250.00 */
                total_amount_from?: string;
                /** @example 1250.00 */
                total_amount_to?: string;
                /**
                 * @description Date on the refund receipt.
                 * @example 2026-01-31
                 */
                document_date_from?: string;
                /**
                 * @description Date on the refund receipt.
                 * @example 2026-01-31
                 */
                document_date_to?: string;
                /**
                 * @description When the refund was made.
                 * @example 2026-01-31T12:00:00Z
                 */
                refund_date_from?: string;
                /**
                 * @description When the refund was made.
                 * @example 2026-01-31T12:00:00Z
                 */
                refund_date_to?: string;
                customer_id?: string;
                payment_id?: string;
                credit_memo_id?: string;
                refund_from_account_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of refund receipts */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundReceiptList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createRefundReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundReceiptCreate"];
            };
        };
        responses: {
            /** @description Updated: a refund receipt with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundReceipt"];
                };
            };
            /** @description Created: the new refund receipt */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getRefundReceipt: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The refund receipt */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateRefundReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundReceiptUpdate"];
            };
        };
        responses: {
            /** @description Updated: the refund receipt as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteRefundReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the refund receipt is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundReceiptDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listPurchaseOrders: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "document_number" | "-document_number" | "total_amount" | "-total_amount" | "issued_at" | "-issued_at" | "expected_date" | "-expected_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                document_number?: string;
                /** @description Opaque reference to a vendor of the source system. */
                vendor_id?: string;
                status?: "draft" | "open" | "partially_received" | "received" | "partially_billed" | "billed" | "closed" | "canceled" | "void";
                /** @description ISO 4217 code (USD, EUR, JPY), answered upper case; a request may send it in lower case (`usd`). */
                currency?: string;
                /** @example 1250.00 */
                total_amount_from?: string;
                /** @example 1250.00 */
                total_amount_to?: string;
                /**
                 * @description When the order was sent.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at_from?: string;
                /**
                 * @description When the order was sent.
                 * @example 2026-01-31T12:00:00Z
                 */
                issued_at_to?: string;
                /**
                 * @description When the goods are expected.
                 * @example 2026-01-31
                 */
                expected_date_from?: string;
                /**
                 * @description When the goods are expected.
                 * @example 2026-01-31
                 */
                expected_date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of purchase orders */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createPurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderCreate"];
            };
        };
        responses: {
            /** @description Updated: a purchase order with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrder"];
                };
            };
            /** @description Created: the new purchase order */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getPurchaseOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The purchase order */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updatePurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PurchaseOrderUpdate"];
            };
        };
        responses: {
            /** @description Updated: the purchase order as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrder"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deletePurchaseOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the purchase order is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PurchaseOrderDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listVendorBills: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "document_number" | "-document_number" | "total_amount" | "-total_amount" | "document_date" | "-document_date" | "bill_date" | "-bill_date" | "due_date" | "-due_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                /** @description Payment status. A `draft` bill becomes `open` when approved (posts), then `partially_paid`/`paid` follow the bill payments applied to it; `void` with the void action. */
                status?: "draft" | "pending_approval" | "approved" | "rejected" | "void" | "open" | "paid" | "unpaid" | "partially_paid" | "overdue";
                approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @example 1250.00 */
                total_amount_from?: string;
                /** @example 1250.00 */
                total_amount_to?: string;
                /**
                 * @description Date on the source document; derived from `issued_at` where possible.
                 * @example 2026-01-31
                 */
                document_date_from?: string;
                /**
                 * @description Date on the source document; derived from `issued_at` where possible.
                 * @example 2026-01-31
                 */
                document_date_to?: string;
                /**
                 * @description Date the vendor issued the bill.
                 * @example 2026-01-31
                 */
                bill_date_from?: string;
                /**
                 * @description Date the vendor issued the bill.
                 * @example 2026-01-31
                 */
                bill_date_to?: string;
                /**
                 * @description Date payment is due.
                 * @example 2026-01-31
                 */
                due_date_from?: string;
                /**
                 * @description Date payment is due.
                 * @example 2026-01-31
                 */
                due_date_to?: string;
                /** @description Opaque reference to a vendor of the source system. */
                vendor_id?: string;
                purchase_order_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of vendor bills */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorBillList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createVendorBill: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorBillCreate"];
            };
        };
        responses: {
            /** @description Updated: a vendor bill with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorBill"];
                };
            };
            /** @description Created: the new vendor bill */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorBill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getVendorBill: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vendor bill */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorBill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateVendorBill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorBillUpdate"];
            };
        };
        responses: {
            /** @description Updated: the vendor bill as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorBill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteVendorBill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the vendor bill is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorBillDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listVendorCredits: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "document_number" | "-document_number" | "total_amount" | "-total_amount" | "document_date" | "-document_date" | "credit_date" | "-credit_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                /** @description Opaque reference to a vendor of the source system. */
                vendor_id?: string;
                bill_id?: string;
                status?: "open" | "partially_applied" | "applied" | "void";
                approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /** @example 1250.00 */
                total_amount_from?: string;
                /** @example 1250.00 */
                total_amount_to?: string;
                /**
                 * @description Date on the source document.
                 * @example 2026-01-31
                 */
                document_date_from?: string;
                /**
                 * @description Date on the source document.
                 * @example 2026-01-31
                 */
                document_date_to?: string;
                /**
                 * @description Date the vendor granted the credit.
                 * @example 2026-01-31
                 */
                credit_date_from?: string;
                /**
                 * @description Date the vendor granted the credit.
                 * @example 2026-01-31
                 */
                credit_date_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of vendor credits */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorCreditList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createVendorCredit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorCreditCreate"];
            };
        };
        responses: {
            /** @description Updated: a vendor credit with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorCredit"];
                };
            };
            /** @description Created: the new vendor credit */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorCredit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getVendorCredit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The vendor credit */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorCredit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateVendorCredit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VendorCreditUpdate"];
            };
        };
        responses: {
            /** @description Updated: the vendor credit as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorCredit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteVendorCredit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the vendor credit is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorCreditDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listExpenses: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "amount" | "-amount" | "document_date" | "-document_date" | "expense_date" | "-expense_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                /**
                 * @description Total amount of the expense.
                 * @example 1250.00
                 */
                amount_from?: string;
                /**
                 * @description Total amount of the expense.
                 * @example 1250.00
                 */
                amount_to?: string;
                approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                /**
                 * @description Date on the source document.
                 * @example 2026-01-31
                 */
                document_date_from?: string;
                /**
                 * @description Date on the source document.
                 * @example 2026-01-31
                 */
                document_date_to?: string;
                /**
                 * @description Date the money was spent.
                 * @example 2026-01-31
                 */
                expense_date_from?: string;
                /**
                 * @description Date the money was spent.
                 * @example 2026-01-31
                 */
                expense_date_to?: string;
                status?: "draft" | "pending" | "paid" | "reimbursed" | "void";
                expense_account_id?: string;
                /** @description Opaque reference to a vendor of the source system. */
                vendor_id?: string;
                payment_method_type?: "check" | "credit_card" | "ach" | "cash" | "wire" | "other";
                payment_account_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of expenses */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createExpense: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExpenseCreate"];
            };
        };
        responses: {
            /** @description Updated: a expense with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            /** @description Created: the new expense */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getExpense: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The expense */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateExpense: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ExpenseUpdate"];
            };
        };
        responses: {
            /** @description Updated: the expense as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteExpense: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the expense is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExpenseDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listBillPayments: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "payment_number" | "-payment_number" | "amount" | "-amount" | "payment_date" | "-payment_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                /** @description Opaque reference to the vendor of the source system. */
                vendor_id?: string;
                bill_id?: string;
                /** @example 1250.00 */
                amount_from?: string;
                /** @example 1250.00 */
                amount_to?: string;
                /** @example 2026-01-31 */
                payment_date_from?: string;
                /** @example 2026-01-31 */
                payment_date_to?: string;
                payment_account_id?: string;
                payment_method_type?: "check" | "credit_card" | "ach" | "cash" | "wire" | "other";
                approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                status?: "pending" | "completed" | "void";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bill payments */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillPaymentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createBillPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillPaymentCreate"];
            };
        };
        responses: {
            /** @description Updated: a bill payment with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillPayment"];
                };
            };
            /** @description Created: the new bill payment */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getBillPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bill payment */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateBillPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BillPaymentUpdate"];
            };
        };
        responses: {
            /** @description Updated: the bill payment as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillPayment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteBillPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the bill payment is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillPaymentDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listPayments: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "amount" | "-amount" | "occurred_at" | "-occurred_at";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                /**
                 * @description Amount received.
                 * @example 1250.00
                 */
                amount_from?: string;
                /**
                 * @description Amount received.
                 * @example 1250.00
                 */
                amount_to?: string;
                status?: "pending" | "completed" | "failed" | "refunded" | "void";
                customer_id?: string;
                invoice_id?: string;
                payment_method_type?: "check" | "credit_card" | "ach" | "cash" | "wire" | "other";
                deposit_to_account_id?: string;
                /**
                 * @description When the payment was made.
                 * @example 2026-01-31T12:00:00Z
                 */
                occurred_at_from?: string;
                /**
                 * @description When the payment was made.
                 * @example 2026-01-31T12:00:00Z
                 */
                occurred_at_to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PaymentCreate"];
            };
        };
        responses: {
            /** @description Updated: a payment with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Created: the new payment */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    listDeposits: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "document_number" | "-document_number" | "total_amount" | "-total_amount" | "deposit_date" | "-deposit_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                status?: "pending" | "deposited" | "void";
                /** @example 1250.00 */
                total_amount_from?: string;
                /** @example 1250.00 */
                total_amount_to?: string;
                /** @example 2026-01-31 */
                deposit_date_from?: string;
                /** @example 2026-01-31 */
                deposit_date_to?: string;
                deposit_to_account_id?: string;
                cashback_account_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deposits */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositCreate"];
            };
        };
        responses: {
            /** @description Updated: a deposit with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            /** @description Created: the new deposit */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getDeposit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deposit */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DepositUpdate"];
            };
        };
        responses: {
            /** @description Updated: the deposit as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deposit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteDeposit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the deposit is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DepositDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listBankTransfers: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "transfer_number" | "-transfer_number" | "amount" | "-amount" | "transfer_date" | "-transfer_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                /**
                 * @description Amount that leaves the from-account, in `currency`.
                 * @example 1250.00
                 */
                amount_from?: string;
                /**
                 * @description Amount that leaves the from-account, in `currency`.
                 * @example 1250.00
                 */
                amount_to?: string;
                /** @example 2026-01-31 */
                transfer_date_from?: string;
                /** @example 2026-01-31 */
                transfer_date_to?: string;
                from_account_id?: string;
                to_account_id?: string;
                status?: "draft" | "approved" | "void";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bank transfers */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransferList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createBankTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankTransferCreate"];
            };
        };
        responses: {
            /** @description Updated: a bank transfer with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransfer"];
                };
            };
            /** @description Created: the new bank transfer */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getBankTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank transfer */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateBankTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankTransferUpdate"];
            };
        };
        responses: {
            /** @description Updated: the bank transfer as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteBankTransfer: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the bank transfer is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankTransferDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listJournalEntries: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "entry_number" | "-entry_number" | "entry_date" | "-entry_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                /**
                 * @description Date of the entry.
                 * @example 2026-01-31
                 */
                entry_date_from?: string;
                /**
                 * @description Date of the entry.
                 * @example 2026-01-31
                 */
                entry_date_to?: string;
                status?: "draft" | "posted" | "pending_reversal" | "reversed" | "superseded";
                approval_status?: "draft" | "pending_approval" | "approved" | "rejected" | "void";
                reverses_entry_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of journal entries */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JournalEntryCreate"];
            };
        };
        responses: {
            /** @description Updated: a journal entry with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            /** @description Created: the new journal entry */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getJournalEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal entry */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["JournalEntryUpdate"];
            };
        };
        responses: {
            /** @description Updated: the journal entry as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the journal entry is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntryDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listBankStatements: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "start_date" | "-start_date" | "end_date" | "-end_date";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                account_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bank statements */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatementList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    getBankStatement: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank statement */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankStatement"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    listBankLines: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "posted_date" | "-posted_date" | "amount" | "-amount";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                source_id?: string;
                source_system?: string;
                connection_id?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                account_id?: string;
                /**
                 * @description When the bank posted it.
                 * @example 2026-01-31
                 */
                posted_date_from?: string;
                /**
                 * @description When the bank posted it.
                 * @example 2026-01-31
                 */
                posted_date_to?: string;
                /** @description The bank’s own id for the line (OFX FITID). */
                fitid?: string;
                statement_id?: string;
                /** @description `unmatched`; `matched` to the ledger entries in `matched_entry_ids` (those are cleared); `excluded`: not a bank movement (a duplicate the bank sent). Set by match, unmatch, categorize, exclude and include. */
                status?: "unmatched" | "matched" | "excluded";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bank lines */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLineList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createBankLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankLineCreate"];
            };
        };
        responses: {
            /** @description Updated: a bank line with this source identity existed; the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLine"];
                };
            };
            /** @description Created: the new bank line */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getBankLine: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank line */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateBankLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankLineUpdate"];
            };
        };
        responses: {
            /** @description Updated: the bank line as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteBankLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the bank line is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLineDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listBankRules: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description A whitelisted field; prefix `-` for descending order. */
                sort?: "created_at" | "-created_at" | "updated_at" | "-updated_at" | "name" | "-name" | "priority" | "-priority";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                updated_before?: string;
                name?: string;
                account_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bank rules */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRuleList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createBankRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankRuleCreate"];
            };
        };
        responses: {
            /** @description Created: the new bank rule */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getBankRule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bank rule */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateBankRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BankRuleUpdate"];
            };
        };
        responses: {
            /** @description Updated: the bank rule as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRule"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteBankRule: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the bank rule is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankRuleDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["Conflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    createAccountsBulk: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accounts: components["schemas"]["AccountCreate"][];
                };
            };
        };
        responses: {
            /** @description Created: the new account */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountBulkResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Conflict; IDEMPOTENCY_KEY_IN_USE while the first request with this key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    submitInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the invoice as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    approveInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the invoice as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    rejectInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Why it was rejected; carried by the event. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Done: the invoice as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    voidInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The date the reversal posts on; the document's own date when absent. Required to void a document in a locked period.
                     */
                    void_date?: string;
                };
            };
        };
        responses: {
            /** @description Done: the invoice as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    markPaidInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description When it was paid; default now.
                     */
                    paid_at?: string;
                    /** @description Account the payment is deposited to; default the undeposited funds account. */
                    deposit_to_account_id?: string;
                };
            };
        };
        responses: {
            /** @description Done: the invoice as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    confirmInvoice: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description When it was paid; default now.
                     */
                    paid_at?: string;
                    /** @description Account the payment is deposited to; default the undeposited funds account. */
                    deposit_to_account_id?: string;
                };
            };
        };
        responses: {
            /** @description Done: the invoice as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invoice"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    submitSalesReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the sales receipt as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    approveSalesReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the sales receipt as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    rejectSalesReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Why it was rejected; carried by the event. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Done: the sales receipt as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    voidSalesReceipt: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The date the reversal posts on; the document's own date when absent. Required to void a document in a locked period.
                     */
                    void_date?: string;
                };
            };
        };
        responses: {
            /** @description Done: the sales receipt as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SalesReceipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    submitCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the credit memo as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    approveCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the credit memo as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    rejectCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Why it was rejected; carried by the event. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Done: the credit memo as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    voidCreditMemo: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The date the reversal posts on; the document's own date when absent. Required to void a document in a locked period.
                     */
                    void_date?: string;
                };
            };
        };
        responses: {
            /** @description Done: the credit memo as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreditMemo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    submitVendorBill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the vendor bill as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorBill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    approveVendorBill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the vendor bill as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorBill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    rejectVendorBill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Why it was rejected; carried by the event. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Done: the vendor bill as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorBill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    voidVendorBill: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The date the reversal posts on; the document's own date when absent. Required to void a document in a locked period.
                     */
                    void_date?: string;
                };
            };
        };
        responses: {
            /** @description Done: the vendor bill as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VendorBill"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    submitExpense: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the expense as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    approveExpense: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the expense as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    rejectExpense: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description Why it was rejected; carried by the event. */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Done: the expense as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    voidExpense: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: date
                     * @description The date the reversal posts on; the document's own date when absent. Required to void a document in a locked period.
                     */
                    void_date?: string;
                };
            };
        };
        responses: {
            /** @description Done: the expense as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Expense"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    confirmPayment: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the payment as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    confirmJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the journal entry as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateMemoJournalEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    memo: string | null;
                };
            };
        };
        responses: {
            /** @description Updated: the journal entry as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JournalEntry"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    matchBankLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The ledger entries (journal lines on the line's account) it stands for. */
                    ledger_entry_ids: string[];
                };
            };
        };
        responses: {
            /** @description Done: the bank line as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    unmatchBankLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the bank line as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    excludeBankLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the bank line as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    includeBankLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the bank line as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    categorizeBankLine: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The expense account (money out) or income account (money in) the document posts to.
                     */
                    account_id?: string;
                    /**
                     * Format: uuid
                     * @description Instead of `account_id`: the other account of a bank transfer (the money comes from or goes to it).
                     */
                    transfer_account_id?: string;
                    /** @description Money out: the vendor of the expense. */
                    vendor_id?: string;
                    /**
                     * Format: uuid
                     * @description Money in: the customer of the sales receipt.
                     */
                    customer_id?: string;
                    /** @description The document's memo; the line's description when absent. */
                    memo?: string;
                };
            };
        };
        responses: {
            /** @description Done: the bank line as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BankLine"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["InvalidStateTransition"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listBankLineMatches: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of bank lines */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "list";
                        data: {
                            /** @enum {string} */
                            object: "bank_match";
                            /**
                             * Format: uuid
                             * @description The journal line to send to `match`.
                             */
                            ledger_entry_id: string;
                            /** Format: date */
                            effective_date: string;
                            /** @description Debit − credit on the account (decimal string): the bank line's amount. */
                            amount: string;
                            currency: string;
                            memo: string | null;
                            /** @description The document's number or reference is the line's reference or check number. */
                            same_reference: boolean;
                            /** @description Days between the entry and the line. */
                            days_apart: number;
                            /** @description The document that posted the entry. */
                            document: {
                                /** @description Its `object`: `payment`, `expense`, … */
                                type: string;
                                /** Format: uuid */
                                id: string;
                                /** @description Its number, where it has one. */
                                number: string | null;
                            };
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    listLedgerEntries: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                account_id?: string;
                document_type?: string;
                document_id?: string;
                effective_date_from?: string;
                effective_date_to?: string;
                /** @description D20: `true` for the cleared lines only (matched to a bank line, ticked in a reconciliation, or reconciled), `false` for the others. */
                cleared?: boolean;
                /** @description D20: the lines this reconciliation settled (completed) or has ticked (in progress; undone: the lines it gave back). */
                reconciliation_id?: string;
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LedgerEntryList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    getTrialBalance: {
        parameters: {
            query?: {
                /** @description The day the balances are at the end of (inclusive); default today. */
                as_of?: string;
                /** @description Report the amounts of the journal lines posted in this currency (ISO 4217) only, as posted. Without it the report is in the base currency: every line at its base value. */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The trial balance as of a day */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrialBalanceReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    getBalanceSheet: {
        parameters: {
            query?: {
                /** @description The day the balances are at the end of (inclusive); default today. */
                as_of?: string;
                /** @description Report the amounts of the journal lines posted in this currency (ISO 4217) only, as posted. Without it the report is in the base currency: every line at its base value. */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance sheet as of a day */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BalanceSheetReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    getProfitAndLoss: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive); default: the beginning. */
                from?: string;
                /** @description Last day of the period (inclusive); default today. */
                to?: string;
                /** @description Report the amounts of the journal lines posted in this currency (ISO 4217) only, as posted. Without it the report is in the base currency: every line at its base value. */
                currency?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profit and loss for a period */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfitAndLossReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    getGeneralLedger: {
        parameters: {
            query?: {
                /** @description First day of the period (inclusive); default: the beginning. */
                from?: string;
                /** @description Last day of the period (inclusive); default today. */
                to?: string;
                /** @description Report the amounts of the journal lines posted in this currency (ISO 4217) only, as posted. Without it the report is in the base currency: every line at its base value. */
                currency?: string;
                /** @description Rows per page (the general ledger: journal lines), 1 to 5000; default 500. */
                limit?: number;
                /** @description The next page: `pagination.next_cursor` of the page before. It holds the query it was issued for; the other parameters may be left out, and any sent must be the same. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The general ledger for a period */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GeneralLedgerReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    getArAging: {
        parameters: {
            query?: {
                /** @description The day the balances are at the end of (inclusive); default today. */
                as_of?: string;
                /** @description Report the amounts of the journal lines posted in this currency (ISO 4217) only, as posted. Without it the report is in the base currency: every line at its base value. */
                currency?: string;
                /** @description Rows per page (the general ledger: journal lines), 1 to 5000; default 500. */
                limit?: number;
                /** @description The next page: `pagination.next_cursor` of the page before. It holds the query it was issued for; the other parameters may be left out, and any sent must be the same. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts receivable aging as of a day */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArAgingReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    getApAging: {
        parameters: {
            query?: {
                /** @description The day the balances are at the end of (inclusive); default today. */
                as_of?: string;
                /** @description Report the amounts of the journal lines posted in this currency (ISO 4217) only, as posted. Without it the report is in the base currency: every line at its base value. */
                currency?: string;
                /** @description Rows per page (the general ledger: journal lines), 1 to 5000; default 500. */
                limit?: number;
                /** @description The next page: `pagination.next_cursor` of the page before. It holds the query it was issued for; the other parameters may be left out, and any sent must be the same. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts payable aging as of a day */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApAgingReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    getFxRevaluation: {
        parameters: {
            query?: {
                /** @description The day the balances are at the end of (inclusive); default today. */
                as_of?: string;
                /** @description Rates to revalue at, by currency: `rates[EUR]=1.1&rates[JPY]=0.0067`. They take precedence over `/v1/exchange_rates`; a currency held without either is a 422 naming `rates[XXX]`. */
                rates?: {
                    [key: string]: string;
                };
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unrealized exchange gains and losses as of a day (posts nothing) */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FxRevaluationReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    listReconciliations: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                account_id?: string;
                status?: "in_progress" | "completed" | "undone";
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page: constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createReconciliation: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReconciliationCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reconciliation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["ReconciliationConflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getReconciliation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reconciliation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateReconciliation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReconciliationUpdate"];
            };
        };
        responses: {
            /** @description Updated: the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reconciliation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["ReconciliationConflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    completeReconciliation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the record as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reconciliation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["ReconciliationConflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    undoReconciliation: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Done: the record as the action left it */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reconciliation"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFoundOnWrite"];
            409: components["responses"]["ReconciliationConflict"];
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getReconciliationReport: {
        parameters: {
            query?: {
                /** @description A reconciliation: the report on its statement date. */
                reconciliation_id?: string;
                /** @description Without reconciliation_id: the account to report on. */
                account_id?: string;
                /** @description With account_id: the day (default today). */
                as_of?: string;
                /** @description Items listed per side, earliest first, 1 to 5000; default 1000. The totals and counts are of every outstanding line. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReconciliationReport"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    getCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateCompany: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompanyUpdate"];
            };
        };
        responses: {
            /** @description Updated: the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description BASE_CURRENCY_LOCKED: something has posted */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Oldest first (`created_at`) or newest first (`-created_at`); ties are broken by id. */
                sort?: "created_at" | "-created_at";
                /** @description An exact event type (`invoice.created`), or `<object>.*` for every event of one object. */
                type?: string;
                /** @description Inclusive lower bound. */
                created_after?: string;
                /** @description Inclusive upper bound. */
                created_before?: string;
                /** @description Keyset cursor from `pagination.next_cursor` of the previous page (same `sort`): constant-time deep paging. When given, `page` is ignored. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    getEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Event"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["EventNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Oldest first (`created_at`) or newest first (`-created_at`); ties are broken by id. */
                sort?: "created_at" | "-created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreate"];
            };
        };
        responses: {
            /** @description Created */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointWithSecret"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description Conflict; IDEMPOTENCY_KEY_IN_USE while the first request with this key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookEndpointNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdate"];
            };
        };
        responses: {
            /** @description Updated: the record as it is now */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookEndpointNotFoundOnWrite"];
            /** @description Conflict; IDEMPOTENCY_KEY_IN_USE while the first request with this key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the version this change is based on (`"3"`, quotes included, as the last answer's `ETag` header gave it), or `*` for any version. When the record has changed since, nothing changes and the answer is 412 PRECONDITION_FAILED; the comparison is strong, so a weak tag (`W/"3"`) is a 412 too. A value that is no ETag (`3` without its quotes) is a 400 MALFORMED_HEADER showing the right form. Without it the change applies to the current version. */
                "If-Match"?: string;
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted: the record is gone */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointDeleted"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookEndpointNotFoundOnWrite"];
            /** @description Conflict; IDEMPOTENCY_KEY_IN_USE while the first request with this key is still running */
            409: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            412: components["responses"]["PreconditionFailed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    listWebhookDeliveryAttempts: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                /** @description Oldest first (`created_at`) or newest first (`-created_at`); ties are broken by id. */
                sort?: "created_at" | "-created_at";
                /** @description Attempts for one event. */
                event_id?: string;
            };
            header?: never;
            path: {
                /** @description The record id (UUID). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of results */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryAttemptList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["WebhookEndpointNotFound"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationError"];
            429: components["responses"]["RateLimited"];
        };
    };
    runBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    operations: {
                        /** @enum {string} */
                        method: "POST" | "PUT" | "PATCH" | "DELETE";
                        /** @description A path of this API under `/v1/` (a query string allowed), such as `/v1/invoices/{id}/approve`. */
                        path: string;
                        /** @description The JSON body the request would carry. Anywhere in it, `{"$ref": "<ref>#/<JSON pointer>"}` stands for a value of an earlier operation's answer, such as `{"$ref": "cust#/id"}`. */
                        body?: unknown;
                        /** @description A name for this operation's answer, for the `$ref`s of later operations. */
                        ref?: string;
                    }[];
                    /**
                     * @description All or nothing: the first failed operation rolls back every other.
                     * @default false
                     */
                    atomic?: boolean;
                };
            };
        };
        responses: {
            /** @description Every operation ran (some may have failed: see each `status`). */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "batch";
                        results: {
                            /** @description The HTTP status the operation answered. */
                            status: number;
                            /** @description Its JSON answer (a record, or the error envelope); null when it had none. */
                            body: unknown;
                            /** @description Its ETag, when it answered one. */
                            etag?: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description An atomic batch whose operation answered 404 (`failed_operation`) */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An atomic batch whose operation answered 409 (`failed_operation`) */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
    importBankLines: {
        parameters: {
            query: {
                /** @description The asset or liability account (a bank account, a card) the lines are imported into. */
                account_id: string;
                /** @description CSV only: the column of the posted date, named by its header's text (trimmed, case-insensitive) or by its 1-based position. Default: the header `date`, `posted date`, `posting date`, `transaction date` or `booking date`. */
                date_column?: string;
                /** @description CSV only: the column of the signed amount (positive money in), named by its header's text (trimmed, case-insensitive) or by its 1-based position. Default: the header `amount`. */
                amount_column?: string;
                /** @description CSV only: the column of debits (money out), with `credit_column` instead of `amount_column`, named by its header's text (trimmed, case-insensitive) or by its 1-based position. Default: the header `debit` when there is no `amount` header. */
                debit_column?: string;
                /** @description CSV only: the column of credits (money in), with `debit_column` instead of `amount_column`, named by its header's text (trimmed, case-insensitive) or by its 1-based position. Default: the header `credit` when there is no `amount` header. */
                credit_column?: string;
                /** @description CSV only: the column of the description, named by its header's text (trimmed, case-insensitive) or by its 1-based position. Default: the header `description`, when there is one. */
                description_column?: string;
                /** @description CSV only: the column of the reference, named by its header's text (trimmed, case-insensitive) or by its 1-based position. Default: the header `reference`, when there is one. */
                reference_column?: string;
                /** @description CSV only: how the dates are written. Default `YYYY-MM-DD`. */
                date_format?: "YYYY-MM-DD" | "MM/DD/YYYY" | "DD/MM/YYYY";
                /** @description CSV only: the decimal separator of the amounts (the other one, a space or an apostrophe may group thousands). Default `.`. */
                decimal_separator?: "." | ",";
            };
            header?: {
                /** @description Makes a retry safe: a request repeated with the same key within 24 hours is not run again but answered with the first response (see docs/idempotency.md). Keys are per company. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "text/csv": string;
                "application/x-ofx": string;
                "application/xml": string;
            };
        };
        responses: {
            /** @description Created: the new bank line */
            201: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        object: "bank_import";
                        /** @description Lines stored. */
                        imported: number;
                        /** @description Lines the account already had (by fitid, else by date, amount, description and occurrence), skipped. */
                        duplicates: number;
                        /** @description The bank statement the file stated (OFX or CAMT.053 with balances), else null. */
                        statement_id: string | null;
                        /** @description The ids of the lines stored, in the file's order. */
                        line_ids: string[];
                        /** @description Lines auto-matched to a ledger entry on import. */
                        matched: number;
                        /** @description Lines a bank rule categorized on import. */
                        categorized: number;
                        /** @description Lines a bank rule excluded on import. */
                        excluded: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description IDEMPOTENCY_KEY_IN_USE while the first request with the same Idempotency-Key is still running */
            409: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["FileTooLarge"];
            415: components["responses"]["NotABankFile"];
            422: components["responses"]["ValidationErrorOnWrite"];
            429: components["responses"]["RateLimited"];
        };
    };
}

/** Each component schema of the document, by its name (`Error`: `ErrorEnvelope`). */
export type Customer = components["schemas"]["Customer"];
export type CustomerCreate = components["schemas"]["CustomerCreate"];
export type CustomerUpdate = components["schemas"]["CustomerUpdate"];
export type CustomerList = components["schemas"]["CustomerList"];
export type CustomerDeleted = components["schemas"]["CustomerDeleted"];
export type Item = components["schemas"]["Item"];
export type ItemCreate = components["schemas"]["ItemCreate"];
export type ItemUpdate = components["schemas"]["ItemUpdate"];
export type ItemList = components["schemas"]["ItemList"];
export type ItemDeleted = components["schemas"]["ItemDeleted"];
export type Account = components["schemas"]["Account"];
export type AccountCreate = components["schemas"]["AccountCreate"];
export type AccountUpdate = components["schemas"]["AccountUpdate"];
export type AccountList = components["schemas"]["AccountList"];
export type AccountBulkResult = components["schemas"]["AccountBulkResult"];
export type ExchangeRate = components["schemas"]["ExchangeRate"];
export type ExchangeRateCreate = components["schemas"]["ExchangeRateCreate"];
export type ExchangeRateUpdate = components["schemas"]["ExchangeRateUpdate"];
export type ExchangeRateList = components["schemas"]["ExchangeRateList"];
export type ExchangeRateDeleted = components["schemas"]["ExchangeRateDeleted"];
export type Quote = components["schemas"]["Quote"];
export type QuoteCreate = components["schemas"]["QuoteCreate"];
export type QuoteUpdate = components["schemas"]["QuoteUpdate"];
export type QuoteList = components["schemas"]["QuoteList"];
export type QuoteDeleted = components["schemas"]["QuoteDeleted"];
export type SalesOrder = components["schemas"]["SalesOrder"];
export type SalesOrderCreate = components["schemas"]["SalesOrderCreate"];
export type SalesOrderUpdate = components["schemas"]["SalesOrderUpdate"];
export type SalesOrderList = components["schemas"]["SalesOrderList"];
export type SalesOrderDeleted = components["schemas"]["SalesOrderDeleted"];
export type Invoice = components["schemas"]["Invoice"];
export type InvoiceCreate = components["schemas"]["InvoiceCreate"];
export type InvoiceUpdate = components["schemas"]["InvoiceUpdate"];
export type InvoiceList = components["schemas"]["InvoiceList"];
export type InvoiceDeleted = components["schemas"]["InvoiceDeleted"];
export type SalesReceipt = components["schemas"]["SalesReceipt"];
export type SalesReceiptCreate = components["schemas"]["SalesReceiptCreate"];
export type SalesReceiptUpdate = components["schemas"]["SalesReceiptUpdate"];
export type SalesReceiptList = components["schemas"]["SalesReceiptList"];
export type SalesReceiptDeleted = components["schemas"]["SalesReceiptDeleted"];
export type CreditMemo = components["schemas"]["CreditMemo"];
export type CreditMemoCreate = components["schemas"]["CreditMemoCreate"];
export type CreditMemoUpdate = components["schemas"]["CreditMemoUpdate"];
export type CreditMemoList = components["schemas"]["CreditMemoList"];
export type CreditMemoDeleted = components["schemas"]["CreditMemoDeleted"];
export type RefundReceipt = components["schemas"]["RefundReceipt"];
export type RefundReceiptCreate = components["schemas"]["RefundReceiptCreate"];
export type RefundReceiptUpdate = components["schemas"]["RefundReceiptUpdate"];
export type RefundReceiptList = components["schemas"]["RefundReceiptList"];
export type RefundReceiptDeleted = components["schemas"]["RefundReceiptDeleted"];
export type PurchaseOrder = components["schemas"]["PurchaseOrder"];
export type PurchaseOrderCreate = components["schemas"]["PurchaseOrderCreate"];
export type PurchaseOrderUpdate = components["schemas"]["PurchaseOrderUpdate"];
export type PurchaseOrderList = components["schemas"]["PurchaseOrderList"];
export type PurchaseOrderDeleted = components["schemas"]["PurchaseOrderDeleted"];
export type VendorBill = components["schemas"]["VendorBill"];
export type VendorBillCreate = components["schemas"]["VendorBillCreate"];
export type VendorBillUpdate = components["schemas"]["VendorBillUpdate"];
export type VendorBillList = components["schemas"]["VendorBillList"];
export type VendorBillDeleted = components["schemas"]["VendorBillDeleted"];
export type VendorCredit = components["schemas"]["VendorCredit"];
export type VendorCreditCreate = components["schemas"]["VendorCreditCreate"];
export type VendorCreditUpdate = components["schemas"]["VendorCreditUpdate"];
export type VendorCreditList = components["schemas"]["VendorCreditList"];
export type VendorCreditDeleted = components["schemas"]["VendorCreditDeleted"];
export type Expense = components["schemas"]["Expense"];
export type ExpenseCreate = components["schemas"]["ExpenseCreate"];
export type ExpenseUpdate = components["schemas"]["ExpenseUpdate"];
export type ExpenseList = components["schemas"]["ExpenseList"];
export type ExpenseDeleted = components["schemas"]["ExpenseDeleted"];
export type BillPayment = components["schemas"]["BillPayment"];
export type BillPaymentCreate = components["schemas"]["BillPaymentCreate"];
export type BillPaymentUpdate = components["schemas"]["BillPaymentUpdate"];
export type BillPaymentList = components["schemas"]["BillPaymentList"];
export type BillPaymentDeleted = components["schemas"]["BillPaymentDeleted"];
export type Payment = components["schemas"]["Payment"];
export type PaymentCreate = components["schemas"]["PaymentCreate"];
export type PaymentList = components["schemas"]["PaymentList"];
export type Deposit = components["schemas"]["Deposit"];
export type DepositCreate = components["schemas"]["DepositCreate"];
export type DepositUpdate = components["schemas"]["DepositUpdate"];
export type DepositList = components["schemas"]["DepositList"];
export type DepositDeleted = components["schemas"]["DepositDeleted"];
export type BankTransfer = components["schemas"]["BankTransfer"];
export type BankTransferCreate = components["schemas"]["BankTransferCreate"];
export type BankTransferUpdate = components["schemas"]["BankTransferUpdate"];
export type BankTransferList = components["schemas"]["BankTransferList"];
export type BankTransferDeleted = components["schemas"]["BankTransferDeleted"];
export type JournalEntry = components["schemas"]["JournalEntry"];
export type JournalEntryCreate = components["schemas"]["JournalEntryCreate"];
export type JournalEntryUpdate = components["schemas"]["JournalEntryUpdate"];
export type JournalEntryList = components["schemas"]["JournalEntryList"];
export type JournalEntryDeleted = components["schemas"]["JournalEntryDeleted"];
export type BankStatement = components["schemas"]["BankStatement"];
export type BankStatementList = components["schemas"]["BankStatementList"];
export type BankLine = components["schemas"]["BankLine"];
export type BankLineCreate = components["schemas"]["BankLineCreate"];
export type BankLineUpdate = components["schemas"]["BankLineUpdate"];
export type BankLineList = components["schemas"]["BankLineList"];
export type BankLineDeleted = components["schemas"]["BankLineDeleted"];
export type BankRule = components["schemas"]["BankRule"];
export type BankRuleCreate = components["schemas"]["BankRuleCreate"];
export type BankRuleUpdate = components["schemas"]["BankRuleUpdate"];
export type BankRuleList = components["schemas"]["BankRuleList"];
export type BankRuleDeleted = components["schemas"]["BankRuleDeleted"];
export type LedgerEntry = components["schemas"]["LedgerEntry"];
export type LedgerEntryList = components["schemas"]["LedgerEntryList"];
export type Reconciliation = components["schemas"]["Reconciliation"];
export type ReconciliationCreate = components["schemas"]["ReconciliationCreate"];
export type ReconciliationUpdate = components["schemas"]["ReconciliationUpdate"];
export type ReconciliationList = components["schemas"]["ReconciliationList"];
export type ReconciliationReport = components["schemas"]["ReconciliationReport"];
export type Company = components["schemas"]["Company"];
export type CompanyUpdate = components["schemas"]["CompanyUpdate"];
export type Event = components["schemas"]["Event"];
export type EventList = components["schemas"]["EventList"];
export type WebhookEndpoint = components["schemas"]["WebhookEndpoint"];
export type WebhookEndpointWithSecret = components["schemas"]["WebhookEndpointWithSecret"];
export type WebhookEndpointCreate = components["schemas"]["WebhookEndpointCreate"];
export type WebhookEndpointUpdate = components["schemas"]["WebhookEndpointUpdate"];
export type WebhookEndpointList = components["schemas"]["WebhookEndpointList"];
export type WebhookEndpointDeleted = components["schemas"]["WebhookEndpointDeleted"];
export type WebhookDeliveryAttempt = components["schemas"]["WebhookDeliveryAttempt"];
export type WebhookDeliveryAttemptList = components["schemas"]["WebhookDeliveryAttemptList"];
export type TrialBalanceReport = components["schemas"]["TrialBalanceReport"];
export type TrialBalanceRow = components["schemas"]["TrialBalanceRow"];
export type DebitCreditTotal = components["schemas"]["DebitCreditTotal"];
export type BalanceSheetReport = components["schemas"]["BalanceSheetReport"];
export type BalanceSheetRow = components["schemas"]["BalanceSheetRow"];
export type BalanceSheetTotal = components["schemas"]["BalanceSheetTotal"];
export type ProfitAndLossReport = components["schemas"]["ProfitAndLossReport"];
export type ProfitAndLossRow = components["schemas"]["ProfitAndLossRow"];
export type ProfitAndLossTotal = components["schemas"]["ProfitAndLossTotal"];
export type GeneralLedgerReport = components["schemas"]["GeneralLedgerReport"];
export type GeneralLedgerRow = components["schemas"]["GeneralLedgerRow"];
export type GeneralLedgerEntry = components["schemas"]["GeneralLedgerEntry"];
export type ArAgingReport = components["schemas"]["ArAgingReport"];
export type ArAgingRow = components["schemas"]["ArAgingRow"];
export type AgingTotal = components["schemas"]["AgingTotal"];
export type ApAgingReport = components["schemas"]["ApAgingReport"];
export type ApAgingRow = components["schemas"]["ApAgingRow"];
export type FxRevaluationReport = components["schemas"]["FxRevaluationReport"];
export type FxRevaluationRow = components["schemas"]["FxRevaluationRow"];
export type FxRevaluationTotal = components["schemas"]["FxRevaluationTotal"];
export type ErrorEnvelope = components["schemas"]["Error"];
export type Pagination = components["schemas"]["Pagination"];
