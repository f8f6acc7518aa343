-- Reserved for needs card sends (issue of visits, decision pending): replaced by its tables.
SELECT 1;
