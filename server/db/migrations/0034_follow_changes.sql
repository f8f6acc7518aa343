-- Reserved for follow changes (issue of visits, decision pending): replaced by its tables.
SELECT 1;
