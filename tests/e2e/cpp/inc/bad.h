/* inc/bad.h - a header with a D error on line 4 */
inline int fine = 1;

inline int broken = "not an int";
