/**
 * What other features may use of the demands feature (demands and their orders): nothing
 * yet. It stands above rentals, the market and installs, whose pieces its pages show.
 */
export {};
